import { useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import {
  type AccountFormProps,
  AccountLink,
  type AccountSmsProps,
  AccountSubmit,
  AccountTabs,
  MobileCodeFields,
} from '../../account/index.ts';
import { Button } from '../../components/Button/index.ts';
import {
  CaptchaField,
  Checkbox,
  type CountryDialingCodeOption,
  fieldIds,
  PasswordField,
  sameMessage,
  TextField,
  useFormFocus,
} from '../../forms/index.ts';
import { Modal } from '../Modal/index.ts';
import * as styles from './LoginModal.css.ts';

export const LOGIN_TABS = ['username', 'sms'] as const;
export type LoginTab = (typeof LOGIN_TABS)[number];

export interface LoginValues {
  username: string;
  password: string;
  captcha: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  /** Remembers the username only, never the password. */
  rememberMe: boolean;
}

export type LoginField = 'username' | 'password' | 'captcha' | 'mobileNum' | 'verificationCode';

export type { CountryDialingCodeOption };

export interface LoginModalProps extends AccountFormProps<LoginValues, LoginField>, AccountSmsProps {
  open: boolean;
  onClose: () => void;
  tab: LoginTab;
  /** White-label switch for SMS-code login: the tab row appears only when true. */
  smsLoginEnabled: boolean;
  onTabChange: (tab: LoginTab) => void;
  onChange: <Field extends keyof LoginValues>(field: Field, value: LoginValues[Field]) => void;
  /** Shown once the server asks for a captcha (§4 Failed login). */
  captcha?: { imageSrc?: string; loading: boolean };
  onRefreshCaptcha: () => void;
  /** The 'Esqueceu a senha?' link shows when given. */
  onForgotPassword?: () => void;
  onRegister: () => void;
  /** FREEPLAY3: the 'Jogar grátis' button opens a trial session. */
  onFreePlay?: () => void;
}

const FIELD_ORDER: Readonly<Record<LoginTab, readonly LoginField[]>> = {
  username: ['username', 'password', 'captcha'],
  sms: ['mobileNum', 'verificationCode'],
};

/**
 * The login popup (§2): username and password, or mobile number and SMS code. A real form with
 * autocomplete tokens so password managers fill it; holds no values of its own.
 */
export function LoginModal(props: LoginModalProps) {
  const {
    open,
    onClose,
    tab: tabProp,
    smsLoginEnabled,
    onTabChange,
    values,
    onChange,
    errors,
    formError,
    captcha,
    onRefreshCaptcha,
    submitting,
    onSubmit,
    onForgotPassword,
    onRegister,
    onFreePlay,
  } = props;
  const { t } = useLingui();
  const tab: LoginTab = smsLoginEnabled ? tabProp : 'username';
  const id = useId();
  const ids = { username: `${id}-username`, password: `${id}-password` };

  const refs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    captcha: useRef<HTMLInputElement>(null),
    mobileNum: useRef<HTMLInputElement>(null),
    verificationCode: useRef<HTMLInputElement>(null),
  };
  const { handleSubmit, afterSend, firstEmptyField } = useFormFocus(FIELD_ORDER[tab], refs, props);

  // 'Please enter the username and password' is said once, under the password, and describes both fields.
  const sharedCredentialsError = sameMessage(errors.username, errors.password);

  const usernameFields = (
    <div className={styles.fields}>
      <TextField
        ref={refs.username}
        id={ids.username}
        label={t`Nome de usuário`}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        value={values.username}
        onChange={(event) => onChange('username', event.currentTarget.value)}
        error={sharedCredentialsError ? undefined : errors.username}
        invalid={sharedCredentialsError}
        aria-describedby={sharedCredentialsError ? fieldIds(ids.password).error : undefined}
      />
      <PasswordField
        ref={refs.password}
        id={ids.password}
        label={t`Senha`}
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => onChange('password', event.currentTarget.value)}
        error={errors.password}
      />
      {captcha ? (
        <CaptchaField
          ref={refs.captcha}
          required
          imageSrc={captcha.imageSrc}
          loading={captcha.loading}
          onRefresh={onRefreshCaptcha}
          value={values.captcha}
          onChange={(event) => onChange('captcha', event.currentTarget.value)}
          error={errors.captcha}
        />
      ) : null}
      <div className={styles.options}>
        <Checkbox
          label={t`Lembrar de mim`}
          name="rememberMe"
          checked={values.rememberMe}
          onCheckedChange={(checked) => onChange('rememberMe', checked)}
        />
        {onForgotPassword ? (
          <AccountLink onClick={onForgotPassword}>{t`Esqueceu a senha?`}</AccountLink>
        ) : null}
      </div>
    </div>
  );

  const smsFields = (
    <div className={styles.fields}>
      <MobileCodeFields {...props} refs={refs} onSendSms={afterSend(props.onSendSms)} />
    </div>
  );

  return (
    <Modal open={open} onClose={onClose} title={t`Entrar`} size="small" initialFocus={firstEmptyField}>
      <form className={styles.form} noValidate autoComplete="on" onSubmit={handleSubmit(onSubmit)}>
        <AccountTabs
          label={t`Forma de entrar`}
          value={tab}
          onValueChange={onTabChange}
          tabs={[
            { value: 'username', label: t`Nome de usuário`, panel: usernameFields },
            ...(smsLoginEnabled ? [{ value: 'sms' as const, label: t`Celular`, panel: smsFields }] : []),
          ]}
        />
        <AccountSubmit label={t`Entrar`} submitting={submitting} formError={formError}>
          {onFreePlay ? (
            <Button type="button" tone="secondary" block disabled={submitting} onClick={onFreePlay}>
              {t`Jogar grátis`}
            </Button>
          ) : null}
        </AccountSubmit>
        <AccountLink.Prompt
          question={t`Ainda não tem uma conta?`}
          action={t`Cadastrar`}
          onAction={onRegister}
        />
      </form>
    </Modal>
  );
}
