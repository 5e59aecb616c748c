import type { ReactNode } from 'react';
import { Button } from '../../components/Button/index.ts';
import { type FieldMessage, FormMessage } from '../../forms/index.ts';
import * as styles from './AccountSubmit.css.ts';

export interface AccountSubmitProps {
  /** The submit button's text ('Entrar', 'Cadastrar'…). */
  label: string;
  submitting: boolean;
  /** A server message, or the network or timeout text, said above the button. */
  formError?: FieldMessage;
  /** More actions under the submit button ('Jogar grátis'). */
  children?: ReactNode;
  className?: string;
}

/** The foot of an account form: its message, then the submit button, busy while the form is sent. */
export function AccountSubmit({ label, submitting, formError, children, className }: AccountSubmitProps) {
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {formError !== undefined ? <FormMessage message={formError} /> : null}
      <Button type="submit" block pending={submitting}>
        {label}
      </Button>
      {children}
    </div>
  );
}
