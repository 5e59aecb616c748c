import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../Spinner/index.ts';
import { type ButtonVariants, button } from './Button.css.ts';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  tone?: ButtonVariants['tone'];
  size?: ButtonVariants['size'];
  block?: boolean;
  /** Shows a spinner and blocks presses while an action is pending; the label stays for screen readers. */
  pending?: boolean;
  children: ReactNode;
}

export function Button({
  tone,
  size,
  block,
  pending = false,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={button({ tone, size, block })}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending ? <Spinner size="small" /> : null}
      {children}
    </button>
  );
}
