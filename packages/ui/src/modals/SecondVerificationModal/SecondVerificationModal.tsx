import { useLingui } from '@lingui/react/macro';
import {
  type SecondVerificationMethod,
  secondVerificationStep,
  secondVerificationTitle,
} from '@sorte/domain';
import { useId, useRef } from 'react';
import { Button } from '../../components/Button/index.ts';
import {
  type FieldMessage,
  FormMessage,
  SmsCodeField,
  TextField,
  useFocusFirstInvalid,
} from '../../forms/index.ts';
import { Modal } from '../Modal/index.ts';
import * as styles from './SecondVerificationModal.css.ts';

export interface SecondVerificationModalProps {
  open: boolean;
  onClose: () => void;
  /** The method the gateway asked for. */
  method: SecondVerificationMethod;
  /** Where the code went, masked by the gateway (SMS and e-mail). */
  target?: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessage;
  /** A server message ('Please enter correct information'), or the network or timeout text. */
  formError?: FieldMessage;
  /** SMS and e-mail: seconds until another code may be asked for. */
  countdownSeconds: number;
  sending: boolean;
  /** The countdown is the too-many-requests lockout (spec §8). */
  lockedOut?: boolean;
  onResend: () => void;
  submitting: boolean;
  onSubmit: () => void;
  /** The member's own two-step verification (issue 23 item 5) rather than §4's new-IP check: its own title. */
  twoStep?: boolean;
}

/**
 * The second verification of a login from a new IP (spec §4): one field, shaped by the method the gateway
 * asked for (SMS code with its send button, e-mail code, Google Authenticator code, or bank account name).
 */
export function SecondVerificationModal({
  open,
  onClose,
  method,
  target,
  value,
  onChange,
  error,
  formError,
  countdownSeconds,
  sending,
  lockedOut = false,
  onResend,
  submitting,
  onSubmit,
  twoStep = false,
}: SecondVerificationModalProps) {
  const { t, i18n } = useLingui();
  const promptId = useId();
  const input = useRef<HTMLInputElement>(null);
  const step = secondVerificationStep(method);
  const handleSubmit = useFocusFirstInvalid({
    order: ['answer'],
    errors: { answer: error },
    submitting,
    refs: { answer: input },
  });

  const labels: Readonly<Record<SecondVerificationMethod, string>> = {
    sms: t`Código SMS`,
    email: t`Código do e-mail`,
    google: twoStep ? t`Código do aplicativo autenticador` : t`Código do Google Authenticator`,
    bankAccountName: t`Nome do titular da conta`,
  };
  const common = {
    ref: input,
    label: labels[method],
    name: 'verification',
    required: true,
    value,
    onChange: (event: { currentTarget: HTMLInputElement }) => onChange(event.currentTarget.value),
    error,
    inputMode: step.inputMode,
    autoComplete: step.autoComplete,
    'aria-describedby': promptId,
  } as const;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={twoStep ? t`Verificação em duas etapas` : i18n._(secondVerificationTitle)}
      size="small"
      initialFocus={() => input.current}
    >
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
        <p id={promptId} className={styles.prompt}>
          {twoStep && method === 'google'
            ? t`Digite o código de 6 dígitos do seu aplicativo autenticador.`
            : i18n._(step.prompt)}
          {target ? (
            <>
              {' '}
              <bdi className={styles.target} dir="ltr">
                {target}
              </bdi>
            </>
          ) : null}
        </p>
        {step.resendable ? (
          <SmsCodeField
            {...common}
            dir="ltr"
            countdownSeconds={countdownSeconds}
            sending={sending}
            lockedOut={lockedOut}
            onSend={onResend}
            sendLabel={t`Enviar de novo`}
          />
        ) : (
          <TextField {...common} dir={method === 'bankAccountName' ? undefined : 'ltr'} />
        )}
        <div className={styles.submit}>
          {formError !== undefined ? <FormMessage message={formError} /> : null}
          <Button type="submit" block pending={submitting}>
            {t`Confirmar`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
