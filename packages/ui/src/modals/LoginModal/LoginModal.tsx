import { useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { Button } from '../../components/Button/index.ts';
import {
  CaptchaField,
  Checkbox,
  type CountryDialingCodeOption,
  type FieldMessage,
  FormMessage,
  fieldIds,
  MobileNumberField,
  PasswordField,
  SmsCodeField,
  sameMessage,
  TabsBar,
  TextField,
  useFocusFirstInvalid,
  useFocusFirstInvalidAfter,
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

export interface LoginModalProps {
  open: boolean;
  onClose: () => void;
  tab: LoginTab;
  /** White-label switch for SMS-code login: the tab row appears only when true. */
  smsLoginEnabled: boolean;
  onTabChange: (tab: LoginTab) => void;
  values: LoginValues;
  onChange: <Field extends keyof LoginValues>(field: Field, value: LoginValues[Field]) => void;
  errors: Partial<Record<LoginField, FieldMessage>>;
  /** A server message, or the network or timeout text. */
  formError?: FieldMessage;
  /** Shown once the server asks for a captcha (§4 Failed login). */
  captcha?: { imageSrc?: string; loading: boolean };
  onRefreshCaptcha: () => void;
  smsCountdownSeconds: number;
  smsSending: boolean;
  /** The SMS countdown is the too-many-requests lockout (spec §8). */
  smsLockedOut?: boolean;
  onSendSms: () => void;
  countryDialingCodes: readonly CountryDialingCodeOption[];
  submitting: boolean;
  onSubmit: () => void;
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
export function LoginModal({
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
  smsCountdownSeconds,
  smsSending,
  smsLockedOut = false,
  onSendSms,
  countryDialingCodes,
  submitting,
  onSubmit,
  onForgotPassword,
  onRegister,
  onFreePlay,
}: LoginModalProps) {
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
  const order = FIELD_ORDER[tab];
  const handleSubmit = useFocusFirstInvalid({ order, errors, submitting, refs });
  // A refused send (spec §8 invalid-phone-number) puts its message on the mobile number: focus it.
  const handleSend = useFocusFirstInvalidAfter({ order, errors, submitting: smsSending, refs })(onSendSms);
  const firstEmptyField = () => {
    const empty = order.find((field) => refs[field].current && values[field] === '');
    return refs[empty ?? order[0] ?? 'username'].current;
  };

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
          <button type="button" className={styles.link} onClick={onForgotPassword}>
            {t`Esqueceu a senha?`}
          </button>
        ) : null}
      </div>
    </div>
  );

  const smsFields = (
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
    </div>
  );

  return (
    <Modal open={open} onClose={onClose} title={t`Entrar`} size="small" initialFocus={firstEmptyField}>
      <form className={styles.form} noValidate autoComplete="on" onSubmit={handleSubmit(onSubmit)}>
        {smsLoginEnabled ? (
          <TabsBar
            label={t`Forma de entrar`}
            value={tab}
            onValueChange={onTabChange}
            items={[
              { value: 'username', label: t`Nome de usuário` },
              { value: 'sms', label: t`Celular` },
            ]}
          >
            <TabsBar.Panel value="username">{usernameFields}</TabsBar.Panel>
            <TabsBar.Panel value="sms">{smsFields}</TabsBar.Panel>
          </TabsBar>
        ) : (
          usernameFields
        )}
        <div className={styles.submit}>
          {formError !== undefined ? <FormMessage message={formError} /> : null}
          <Button type="submit" block pending={submitting}>
            {t`Entrar`}
          </Button>
          {onFreePlay ? (
            <Button type="button" tone="secondary" block disabled={submitting} onClick={onFreePlay}>
              {t`Jogar grátis`}
            </Button>
          ) : null}
        </div>
        <p className={styles.register}>
          <span>{t`Ainda não tem uma conta?`}</span>
          <button type="button" className={styles.link} onClick={onRegister}>
            {t`Cadastrar`}
          </button>
        </p>
      </form>
    </Modal>
  );
}
