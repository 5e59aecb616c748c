import { Trans, useLingui } from '@lingui/react/macro';
import { twoStepCodeProblem } from '@sorte/domain';
import { useRef, useState } from 'react';
import { CopyField } from '../../cashier/CopyField/index.ts';
import { Button } from '../../components/Button/index.ts';
import {
  type FieldMessage,
  FormMessage,
  SmsCodeField,
  TextField,
  useFocusFirstInvalid,
} from '../../forms/index.ts';
import * as sectionStyles from '../SecurityCentre/SecurityCentre.css.ts';
import * as styles from './TwoStepSection.css.ts';

export type TwoStepMethodName = 'authenticator' | 'sms';

/** Where the member's two-step verification stands, as the section shows it. */
export type TwoStepView =
  | { kind: 'off' }
  /** A secret just given: scan or type it, then confirm with the app's first code. */
  | { kind: 'binding'; secret: string; otpauthUri: string; qrImage: string | null }
  /** A code texted to the registered mobile: type it to turn on by SMS. */
  | { kind: 'smsBinding' }
  | { kind: 'on'; method: TwoStepMethodName }
  /** Turning off: a current code asked. */
  | { kind: 'turningOff'; method: TwoStepMethodName };

/** The code texted to the member's mobile (turning on by SMS, or off when the method is SMS). */
export interface TwoStepSms {
  /** A code went out (the notice names where when `maskedMobile` is given). */
  sent: boolean;
  /** The mobile as the gateway masks it: '(**) *****-4321'. */
  maskedMobile?: string;
  /** Seconds before another code may be asked for; 0: the send button is ready. */
  countdownSeconds: number;
  sending: boolean;
  /** The countdown is a lockout after too many requests (§8). */
  lockedOut?: boolean;
  onSend: () => void;
}

export interface TwoStepSectionProps {
  view: TwoStepView;
  /** Off: turn on with an authenticator app; absent when this site cannot (its call is not offered). */
  onStart?: () => void;
  /** The secret is being asked for. */
  starting: boolean;
  /** Off: turn on by a code texted to the registered mobile; absent when this site cannot. */
  onStartSms?: () => void;
  /** The texted code's state: needed to turn on by SMS, and to turn off when the method is SMS. */
  sms?: TwoStepSms;
  /** On: ask for a code to turn off; absent when this site cannot. */
  onTurnOff?: () => void;
  /** The code typed (binding, turning off); kept by the parent, so a refusal loses nothing. */
  code: string;
  onCodeChange: (code: string) => void;
  /** The gateway refused the code: under its field. */
  codeError?: FieldMessage;
  /** Any other failure, above the buttons. */
  formError?: FieldMessage;
  submitting: boolean;
  /** Binding or turning off: the code is six digits (never called otherwise, nor while sending). */
  onConfirm: () => void;
  onCancel: () => void;
  onCopySecret: () => void;
  copied: boolean;
  /** Just turned on or off: said once. */
  done?: 'on' | 'off';
}

/**
 * Issue 23 item 5, the security centre's "Verificação em duas etapas": whether it is on and by which method; turning
 * on with an authenticator app (its QR code and the secret as text, then its first code) or by SMS (a code texted to
 * the registered mobile, resent after a countdown); turning off with a current code of the method.
 */
export function TwoStepSection({
  view,
  onStart,
  starting,
  onStartSms,
  sms,
  onTurnOff,
  code,
  onCodeChange,
  codeError,
  formError,
  submitting,
  onConfirm,
  onCancel,
  onCopySecret,
  copied,
  done,
}: TwoStepSectionProps) {
  const { t } = useLingui();
  const [checked, setChecked] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const problem = checked ? twoStepCodeProblem(code) : null;
  const error = problem ?? codeError;
  const handleSubmit = useFocusFirstInvalid({
    order: ['code'],
    errors: { code: error ?? undefined },
    submitting,
    refs: { code: input },
  });
  const submit = () => {
    setChecked(true);
    if (twoStepCodeProblem(code) === null) onConfirm();
  };
  const methodName = (method: TwoStepMethodName) =>
    method === 'sms' ? t`SMS no celular vinculado` : t`Aplicativo autenticador`;

  const codeField = {
    ref: input,
    label: t`Código de 6 dígitos`,
    required: true,
    dir: 'ltr',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 7,
    value: code,
    onChange: (event: { currentTarget: HTMLInputElement }) => onCodeChange(event.currentTarget.value),
    error: error ?? undefined,
  } as const;
  const bySms = view.kind === 'smsBinding' || (view.kind === 'turningOff' && view.method === 'sms');
  const sentNote = sms?.sent ? (
    <p className={sectionStyles.note}>
      {sms.maskedMobile ? (
        <Trans>
          Código enviado por SMS para <bdi dir="ltr">{sms.maskedMobile}</bdi>.
        </Trans>
      ) : (
        t`Código enviado por SMS para o seu celular cadastrado.`
      )}
    </p>
  ) : null;

  const codeForm = (label: string) => (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label={label}>
      <fieldset className={sectionStyles.fields} disabled={submitting}>
        {bySms && sms ? (
          <SmsCodeField
            {...codeField}
            countdownSeconds={sms.countdownSeconds}
            sending={sms.sending}
            lockedOut={sms.lockedOut ?? false}
            onSend={sms.onSend}
            sendLabel={sms.sent ? t`Enviar de novo` : t`Enviar código por SMS`}
          />
        ) : (
          <TextField {...codeField} />
        )}
        {formError !== undefined ? <FormMessage message={formError} /> : null}
        <div className={sectionStyles.row}>
          <Button type="submit" pending={submitting}>
            {label}
          </Button>
          <Button tone="secondary" onClick={onCancel}>
            {t`Cancelar`}
          </Button>
        </div>
      </fieldset>
    </form>
  );

  return (
    <section className={sectionStyles.section} aria-labelledby="security-two-step">
      <h2 id="security-two-step" className={sectionStyles.heading}>
        {t`Verificação em duas etapas`}
      </h2>
      <p className={sectionStyles.note}>
        {t`Um código de 6 dígitos, do aplicativo autenticador ou por SMS, pedido ao entrar e ao sacar, protege a conta mesmo se alguém souber sua senha.`}
      </p>
      <dl className={sectionStyles.facts}>
        <dt className={sectionStyles.term}>{t`Situação`}</dt>
        <dd className={sectionStyles.value}>
          {view.kind === 'on' || view.kind === 'turningOff'
            ? t`Ativada: ${methodName(view.method)}`
            : t`Desativada`}
        </dd>
      </dl>
      {done === 'on' ? <FormMessage tone="info" message={t`Verificação em duas etapas ativada.`} /> : null}
      {done === 'off' ? (
        <FormMessage tone="info" message={t`Verificação em duas etapas desativada.`} />
      ) : null}

      {(view.kind === 'off' || view.kind === 'on') && formError !== undefined ? (
        <FormMessage message={formError} />
      ) : null}
      {view.kind === 'off' && (onStart || onStartSms) ? (
        <div className={sectionStyles.row}>
          {onStart ? (
            <Button onClick={onStart} pending={starting}>
              {t`Ativar com aplicativo autenticador`}
            </Button>
          ) : null}
          {onStartSms ? (
            <Button
              tone={onStart ? 'secondary' : 'primary'}
              onClick={onStartSms}
              pending={sms?.sending ?? false}
            >
              {t`Ativar por SMS`}
            </Button>
          ) : null}
        </div>
      ) : null}

      {view.kind === 'smsBinding' ? (
        <>
          {sentNote}
          {codeForm(t`Confirmar e ativar`)}
        </>
      ) : null}

      {view.kind === 'binding' ? (
        <>
          <ol className={styles.steps}>
            <li>{t`Abra seu aplicativo autenticador e leia o QR code, ou digite a chave abaixo.`}</li>
            <li>{t`Digite o código de 6 dígitos que o aplicativo mostra.`}</li>
          </ol>
          {view.qrImage ? (
            <img className={styles.qr} src={view.qrImage} alt={t`QR code para o aplicativo autenticador`} />
          ) : (
            <div className={styles.qrPending} aria-hidden="true" />
          )}
          <CopyField
            label={t`Chave do autenticador`}
            value={view.secret}
            onCopy={onCopySecret}
            copied={copied}
            monospace
          />
          {codeForm(t`Confirmar e ativar`)}
        </>
      ) : null}

      {view.kind === 'on' && onTurnOff ? (
        <div className={sectionStyles.row}>
          <Button tone="secondary" onClick={onTurnOff}>
            {t`Desativar`}
          </Button>
        </div>
      ) : null}

      {view.kind === 'turningOff' ? (
        <>
          <p className={sectionStyles.note}>
            {bySms
              ? t`Para desativar, peça um código por SMS e digite-o.`
              : t`Para desativar, digite um código atual do aplicativo.`}
          </p>
          {bySms ? sentNote : null}
          {codeForm(t`Confirmar e desativar`)}
        </>
      ) : null}
    </section>
  );
}
