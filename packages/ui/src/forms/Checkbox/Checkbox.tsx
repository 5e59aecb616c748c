import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { type FieldMessage, useMessageText } from '../fieldMessage.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps
  extends Omit<
    ComponentPropsWithRef<'input'>,
    'className' | 'style' | 'children' | 'type' | 'checked' | 'onChange' | 'value'
  > {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: FieldMessage;
}

export function Checkbox({
  label,
  checked,
  onCheckedChange,
  hint,
  error,
  id: idProp,
  disabled,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const text = useMessageText();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error !== undefined ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label} data-disabled={disabled || undefined}>
        <input
          {...rest}
          id={id}
          type="checkbox"
          className={styles.input}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onCheckedChange(event.currentTarget.checked)}
          aria-invalid={error !== undefined || undefined}
          aria-describedby={describedBy || undefined}
        />
        <span>{label}</span>
      </label>
      {error !== undefined ? (
        <p id={errorId} className={`${styles.message} ${styles.error}`}>
          <Icon name="critical" size="small" />
          <span>{text(error)}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.message}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
