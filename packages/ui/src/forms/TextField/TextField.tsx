import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { type FieldMessage, useMessageText } from '../fieldMessage.ts';
import * as styles from './TextField.css.ts';

export interface TextFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'className' | 'style' | 'children' | 'dir' | 'required'> {
  label: ReactNode;
  /** Shows an asterisk and sets aria-required; the form validates itself (no browser bubbles). */
  required?: boolean;
  hint?: ReactNode;
  /** Shown under the field and tied to it with aria-describedby; marks the field invalid. */
  error?: FieldMessage;
  /** Marks the field invalid when its message is shown elsewhere (point to it with aria-describedby). */
  invalid?: boolean;
  /**
   * The direction of the field's box: 'ltr' keeps phone numbers and codes with their adornments left to right inside
   * right-to-left pages. What is typed always takes its own direction (`dir="auto"` on the input).
   */
  dir?: 'ltr' | 'rtl' | 'auto';
  /** Inside the field's border, before the input (a country code select, an icon). */
  startAdornment?: ReactNode;
  /** Inside the field's border, after the input (a toggle, a captcha image). */
  endAdornment?: ReactNode;
  /** Beside the field's border (a send-code button). */
  after?: ReactNode;
}

/** Ids of a field's parts, for wiring messages shown elsewhere. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

export function TextField({
  label,
  required = false,
  hint,
  error,
  invalid = false,
  dir,
  startAdornment,
  endAdornment,
  after,
  id: idProp,
  type = 'text',
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const ids = fieldIds(id);
  const text = useMessageText();
  const isInvalid = invalid || error !== undefined;
  const describedByIds =
    [error !== undefined ? ids.error : null, describedBy, hint ? ids.hint : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.asterisk}>
            *
          </span>
        ) : null}
      </label>
      <div className={styles.row}>
        <div
          className={styles.box}
          dir={dir}
          data-invalid={isInvalid || undefined}
          data-disabled={disabled || undefined}
        >
          {startAdornment ? (
            <span className={`${styles.adornment} ${styles.startAdornment}`}>{startAdornment}</span>
          ) : null}
          <input
            {...rest}
            id={id}
            type={type}
            // Issue 23 defect 9: a Latin username in an Arabic page reads left to right, Arabic text right to left.
            dir="auto"
            disabled={disabled}
            className={styles.input}
            aria-required={required || undefined}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedByIds}
          />
          {endAdornment ? (
            <span className={`${styles.adornment} ${styles.endAdornment}`}>{endAdornment}</span>
          ) : null}
        </div>
        {after}
      </div>
      {error !== undefined ? (
        <p id={ids.error} className={styles.error}>
          <Icon name="critical" size="small" />
          <span>{text(error)}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
