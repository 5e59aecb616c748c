import { useLingui } from '@lingui/react/macro';
import { type ForgotPasswordTab, resetEmailSentMessage } from '@sorte/domain';
import { useRef } from 'react';
import {
  AccountLink,
  type AccountPopupProps,
  AccountSubmit,
  AccountTabs,
  MobileCodeFields,
  PasswordPair,
} from '../../account/index.ts';
import { Button } from '../../components/Button/index.ts';
import { FormMessage, TextField, useFormFocus } from '../../forms/index.ts';
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

export interface ForgotPasswordModalProps
  extends AccountPopupProps<ForgotPasswordValues, ForgotPasswordField, ForgotPasswordTab> {
  /** The e-mail went out: the e-mail tab shows the 'been out' confirmation instead of its form. */
  emailSent: boolean;
  onChange: (field: keyof ForgotPasswordValues, value: string) => void;
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
export function ForgotPasswordModal(props: ForgotPasswordModalProps) {
  const {
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
    submitting,
    onSubmit,
    onBackToLogin,
  } = props;
  const { t } = useLingui();
  const refs = {
    username: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    mobileNum: useRef<HTMLInputElement>(null),
    verificationCode: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmNewPassword: useRef<HTMLInputElement>(null),
  };
  const { handleSubmit, afterSend, firstEmptyField } = useFormFocus(FIELD_ORDER[tab], refs, props);
  const backToLogin = (
    <p className={styles.back}>
      <AccountLink onClick={onBackToLogin}>{t`Voltar para entrar`}</AccountLink>
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
      <MobileCodeFields {...props} refs={refs} onSendSms={afterSend(props.onSendSms)} />
      <PasswordPair refs={refs} values={values} onChange={onChange} errors={errors} />
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
        <AccountTabs
          label={t`Forma de recuperar a senha`}
          value={tab}
          onValueChange={onTabChange}
          tabs={[
            { value: 'email' as const, label: t`E-mail`, panel: emailPanel },
            { value: 'mobile' as const, label: t`Celular`, panel: mobilePanel },
          ].filter((item) => tabs.length > 1 || item.value === tab)}
        />
        {showForm ? (
          <>
            <AccountSubmit
              label={tab === 'email' ? t`Enviar e-mail` : t`Redefinir senha`}
              submitting={submitting}
              formError={formError}
            />
            {backToLogin}
          </>
        ) : null}
      </form>
    </Modal>
  );
}
