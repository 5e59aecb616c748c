import { useLingui } from '@lingui/react/macro';
import { type ForgotPasswordTab, resetEmailSentMessage } from '@sorte/domain';
import { useRef } from 'react';
import { Button } from '../../components/Button/index.ts';
import {
  type CountryDialingCodeOption,
  type FieldMessage,
  FormMessage,
  MobileNumberField,
  PasswordField,
  SmsCodeField,
  TabsBar,
  TextField,
  useFocusFirstInvalid,
  useFocusFirstInvalidAfter,
} from '../../forms/index.ts';
import { Modal } from '../Modal/index.ts';
import * as styles from './ForgotPasswordModal.css.ts';

export interface ForgotPasswordValues {
  username: string;
  email: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

export type ForgotPasswordField = Exclude<keyof ForgotPasswordValues, 'countryDialingCode'>;

export interface ForgotPasswordModalProps {
  open: boolean;
  onClose: () => void;
  /** 'email', and 'mobile' when the phone method is enabled (the row shows with two). */
  tabs: readonly ForgotPasswordTab[];
  tab: ForgotPasswordTab;
  onTabChange: (tab: ForgotPasswordTab) => void;
  /** The e-mail went out: the e-mail tab shows the 'been out' confirmation instead of its form. */
  emailSent: boolean;
  values: ForgotPasswordValues;
  onChange: (field: keyof ForgotPasswordValues, value: string) => void;
  errors: Partial<Record<ForgotPasswordField, FieldMessage>>;
  /** A server message ('Username/Email does not exist'…), or the network or timeout text. */
  formError?: FieldMessage;
  smsCountdownSeconds: number;
  smsSending: boolean;
  /** The SMS countdown is the too-many-requests lockout (spec §8). */
  smsLockedOut?: boolean;
  onSendSms: () => void;
  countryDialingCodes: readonly CountryDialingCodeOption[];
  submitting: boolean;
  onSubmit: () => void;
  onBackToLogin: () => void;
}

const FIELD_ORDER: Readonly<Record<ForgotPasswordTab, readonly ForgotPasswordField[]>> = {
  email: ['username', 'email'],
  mobile: ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'],
};

/**
 * The forgot-password popup (spec §2, §4 Forgot password, §5): by e-mail (username and e-mail, then the
 * 'been out' confirmation) or by mobile (number, SMS code and the new password, which logs the user in).
 */
export function ForgotPasswordModal({
  open,
  onClose,
  tabs,
  tab,
  onTabChange,
  emailSent,
  values,
  onChange,
  errors,
  formError,
  smsCountdownSeconds,
  smsSending,
  smsLockedOut = false,
  onSendSms,
  countryDialingCodes,
  submitting,
  onSubmit,
  onBackToLogin,
}: ForgotPasswordModalProps) {
  const { t } = useLingui();
  const refs = {
    username: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    mobileNum: useRef<HTMLInputElement>(null),
    verificationCode: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmNewPassword: useRef<HTMLInputElement>(null),
  };
  const order = FIELD_ORDER[tab];
  const handleSubmit = useFocusFirstInvalid({ order, errors, submitting, refs });
  // A refused send (spec §8 invalid-phone-number) puts its message on the mobile number: focus it.
  const handleSend = useFocusFirstInvalidAfter({ order, errors, submitting: smsSending, refs })(onSendSms);
  const firstEmptyField = () => {
    const empty = order.find((field) => refs[field].current && values[field] === '');
    return refs[empty ?? order[0] ?? 'username'].current;
  };
  const backToLogin = (
    <p className={styles.back}>
      <button type="button" className={styles.link} onClick={onBackToLogin}>
        {t`Voltar para entrar`}
      </button>
    </p>
  );

  const emailPanel = emailSent ? (
    <div className={styles.sent}>
      <FormMessage tone="info" message={resetEmailSentMessage} />
      <Button type="button" block onClick={onBackToLogin}>
        {t`Voltar para entrar`}
      </Button>
    </div>
  ) : (
    <div className={styles.fields}>
      <p
        className={styles.intro}
      >{t`Informe o seu nome de usuário e o e-mail cadastrado para receber as instruções.`}</p>
      <TextField
        ref={refs.username}
        label={t`Nome de usuário`}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        required
        value={values.username}
        onChange={(event) => onChange('username', event.currentTarget.value)}
        error={errors.username}
      />
      <TextField
        ref={refs.email}
        label={t`E-mail`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        required
        value={values.email}
        onChange={(event) => onChange('email', event.currentTarget.value)}
        error={errors.email}
      />
    </div>
  );

  const mobilePanel = (
    <div className={styles.fields}>
      <MobileNumberField
        ref={refs.mobileNum}
        required
        countryDialingCode={values.countryDialingCode}
        countryDialingCodes={countryDialingCodes}
        onCountryDialingCodeChange={(code) => onChange('countryDialingCode', code)}
        value={values.mobileNum}
        onChange={(event) => onChange('mobileNum', event.currentTarget.value)}
        error={errors.mobileNum}
      />
      <SmsCodeField
        ref={refs.verificationCode}
        required
        value={values.verificationCode}
        onChange={(event) => onChange('verificationCode', event.currentTarget.value)}
        error={errors.verificationCode}
        countdownSeconds={smsCountdownSeconds}
        sending={smsSending}
        lockedOut={smsLockedOut}
        onSend={handleSend}
      />
      <PasswordField
        ref={refs.newPassword}
        label={t`Nova senha`}
        name="newPassword"
        autoComplete="new-password"
        required
        value={values.newPassword}
        onChange={(event) => onChange('newPassword', event.currentTarget.value)}
        error={errors.newPassword}
      />
      <PasswordField
        ref={refs.confirmNewPassword}
        label={t`Confirmar nova senha`}
        name="confirmNewPassword"
        autoComplete="new-password"
        required
        value={values.confirmNewPassword}
        onChange={(event) => onChange('confirmNewPassword', event.currentTarget.value)}
        error={errors.confirmNewPassword}
      />
    </div>
  );

  const showForm = tab === 'mobile' || !emailSent;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Esqueceu a senha`}
      size="small"
      initialFocus={showForm ? firstEmptyField : undefined}
    >
      <form className={styles.form} noValidate autoComplete="on" onSubmit={handleSubmit(onSubmit)}>
        {tabs.length > 1 ? (
          <TabsBar
            label={t`Forma de recuperar a senha`}
            value={tab}
            onValueChange={onTabChange}
            items={[
              { value: 'email', label: t`E-mail` },
              { value: 'mobile', label: t`Celular` },
            ]}
          >
            <TabsBar.Panel value="email">{emailPanel}</TabsBar.Panel>
            <TabsBar.Panel value="mobile">{mobilePanel}</TabsBar.Panel>
          </TabsBar>
        ) : tab === 'mobile' ? (
          mobilePanel
        ) : (
          emailPanel
        )}
        {showForm ? (
          <>
            <div className={styles.submit}>
              {formError !== undefined ? <FormMessage message={formError} /> : null}
              <Button type="submit" block pending={submitting}>
                {tab === 'email' ? t`Enviar e-mail` : t`Redefinir senha`}
              </Button>
            </div>
            {backToLogin}
          </>
        ) : null}
      </form>
    </Modal>
  );
}
