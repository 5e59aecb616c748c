import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { TextField, type TextFieldProps } from '../TextField/index.ts';
import * as styles from './PasswordField.css.ts';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'endAdornment'> {
  /** 'current-password' to log in, 'new-password' when choosing one (lets password managers suggest one). */
  autoComplete?: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle; paste is allowed so password managers work. */
export function PasswordField({ autoComplete = 'current-password', disabled, ...rest }: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className={styles.toggle}
          disabled={disabled}
          aria-label={visible ? t`Ocultar senha` : t`Mostrar senha`}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      }
    />
  );
}
