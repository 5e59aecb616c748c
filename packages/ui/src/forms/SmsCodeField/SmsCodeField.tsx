import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { TextField, type TextFieldProps } from '../TextField/index.ts';
import * as styles from './SmsCodeField.css.ts';

export interface SmsCodeFieldProps extends Omit<TextFieldProps, 'label' | 'after' | 'type'> {
  /** Defaults to 'Código SMS'. */
  label?: TextFieldProps['label'];
  /** Seconds until another code may be sent; 0 means the button is ready. */
  countdownSeconds: number;
  /** A send request is under way. */
  sending: boolean;
  /** The countdown is a lockout after too many requests (spec §8), not the wait after a sent code. */
  lockedOut?: boolean;
  onSend: () => void;
  /** Defaults to 'Enviar código'. */
  sendLabel?: string;
}

/** The verification code input with its send button, which turns into a countdown after a send. */
export function SmsCodeField({
  label,
  countdownSeconds,
  sending,
  lockedOut = false,
  onSend,
  sendLabel,
  name = 'verificationCode',
  disabled,
  ...rest
}: SmsCodeFieldProps) {
  const { t } = useLingui();
  const seconds = Math.max(0, Math.ceil(countdownSeconds));
  const counting = seconds > 0;
  const locked = lockedOut && counting;
  const sendText = sendLabel ?? t`Enviar código`;
  const lockedHint = t`Muitas tentativas. O botão de envio volta ao fim da contagem.`;
  const startText = () => (locked ? lockedHint : t`Código enviado. Você pode pedir outro em ${seconds} s.`);

  // Announce when the countdown starts and when it ends, not every second.
  const [wasCounting, setWasCounting] = useState(counting);
  const [announcement, setAnnouncement] = useState(counting ? startText() : '');
  if (counting !== wasCounting) {
    setWasCounting(counting);
    setAnnouncement(counting ? startText() : t`Você já pode pedir um novo código.`);
  }

  return (
    <>
      <TextField
        label={label ?? t`Código SMS`}
        name={name}
        autoComplete="one-time-code"
        inputMode="numeric"
        dir="ltr"
        disabled={disabled}
        {...(locked ? { hint: lockedHint } : {})}
        {...rest}
        after={
          <span className={styles.send}>
            <Button tone="secondary" block onClick={onSend} pending={sending} disabled={counting || disabled}>
              {counting ? (
                <>
                  <span className={visuallyHidden}>{sendText}, </span>
                  {/* Ticks every second: masked in screenshot tests. */}
                  <bdi data-volatile="">{t`${seconds} s`}</bdi>
                </>
              ) : (
                sendText
              )}
            </Button>
          </span>
        }
      />
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}
