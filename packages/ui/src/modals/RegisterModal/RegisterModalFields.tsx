import { useLingui } from '@lingui/react/macro';
import type { RegisterErrorField, RegisterField, RegisterFieldSpec, RegisterValues } from '@sorte/domain';
import { Fragment, type HTMLAttributes, type HTMLInputAutoCompleteAttribute } from 'react';
import type { AccountFormProps, AccountSmsProps } from '../../account/index.ts';
import {
  CaptchaField,
  MobileNumberField,
  PasswordField,
  SmsCodeField,
  TextField,
} from '../../forms/index.ts';
import * as styles from './RegisterModal.css.ts';

export interface RegisterModalFieldsProps
  extends Pick<AccountFormProps<RegisterValues, RegisterErrorField>, 'values' | 'errors'>,
    Partial<Pick<AccountSmsProps, 'smsCountdownSeconds' | 'smsSending' | 'smsLockedOut'>>,
    Pick<AccountSmsProps, 'countryDialingCodes'> {
  /** The fields, in order, with their asterisks (`registerLayout(…).fields` of @sorte/domain). */
  fields: readonly RegisterFieldSpec[];
  onChange: (field: RegisterField, value: string) => void;
  /** Each input's ref, for the form's focus rules. */
  inputRef: (name: RegisterErrorField) => (element: HTMLInputElement | null) => void;
  /** The SMS send, after the form's focus rules (when the verification code is on the form). */
  onSendSms?: () => void;
  /** The captcha picture, when the captcha field is on the form. */
  captcha?: { imageSrc?: string; loading: boolean };
  onRefreshCaptcha?: () => void;
}

type PlainField = Exclude<
  RegisterField,
  | 'password'
  | 'confirmPassword'
  | 'paymentPassword'
  | 'countryDialingCode'
  | 'mobileNum'
  | 'verificationCode'
  | 'captcha'
>;

interface PlainFieldHints {
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'email';
  /** Codes and handles read left-to-right in every language. */
  ltr?: boolean;
}

/** A form without an SMS code or a captcha never shows their buttons. */
const ignore = () => undefined;

const PLAIN_FIELD_HINTS: Readonly<Record<PlainField, PlainFieldHints>> = {
  username: { autoComplete: 'username', ltr: true },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric', autoComplete: 'off', ltr: true },
  line: { autoComplete: 'off', ltr: true },
  whatsapp: { inputMode: 'tel', autoComplete: 'off', ltr: true },
  facebook: { autoComplete: 'off', ltr: true },
  wechat: { autoComplete: 'off', ltr: true },
  idNumber: { autoComplete: 'off', ltr: true },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', ltr: true },
  recommenderId: { autoComplete: 'off', ltr: true },
  affiliateCode: { autoComplete: 'off', ltr: true },
  nickname: { autoComplete: 'nickname' },
  birthday: { inputMode: 'numeric', autoComplete: 'bday', ltr: true },
  address: { autoComplete: 'street-address' },
  nationality: { autoComplete: 'country-name' },
  occupation: { autoComplete: 'organization-title' },
  sourceOfIncome: { autoComplete: 'off' },
  telegram: { autoComplete: 'off', ltr: true },
  zalo: { autoComplete: 'off', ltr: true },
  skype: { autoComplete: 'off', ltr: true },
  referralCode: { autoComplete: 'off', ltr: true },
};

/**
 * The register settings' fields (spec §3 Register user, §5 Register) with their labels, input hints and errors: the
 * registration popup's, and the agent centre's downline registration's.
 */
export function RegisterModalFields({
  fields,
  values,
  errors,
  onChange,
  inputRef,
  countryDialingCodes,
  smsCountdownSeconds = 0,
  smsSending = false,
  smsLockedOut = false,
  onSendSms,
  captcha,
  onRefreshCaptcha,
}: RegisterModalFieldsProps) {
  const { t } = useLingui();
  const labels: Readonly<Record<PlainField, string>> = {
    username: t`Nome de usuário`,
    payeeName: t`Nome real`,
    qqNum: 'QQ',
    line: 'LINE',
    whatsapp: 'WhatsApp',
    facebook: 'Facebook',
    wechat: 'WeChat',
    idNumber: t`Número do documento`,
    email: t`E-mail`,
    recommenderId: t`ID do indicador`,
    affiliateCode: t`Código de afiliado`,
    nickname: t`Apelido`,
    birthday: t`Data de nascimento`,
    address: t`Endereço`,
    nationality: t`Nacionalidade`,
    occupation: t`Profissão`,
    sourceOfIncome: t`Fonte de renda`,
    telegram: 'Telegram',
    zalo: 'Zalo',
    skype: 'Skype',
    referralCode: t`Código de convite`,
  };

  const value = (name: RegisterField) => values[name] ?? '';
  const countryDialingCode = value('countryDialingCode');

  const renderField = ({ name, required }: RegisterFieldSpec) => {
    const common = {
      ref: inputRef(name),
      name,
      required,
      value: value(name),
      error: errors[name],
      onChange: (event: { currentTarget: HTMLInputElement }) => onChange(name, event.currentTarget.value),
    };
    switch (name) {
      case 'countryDialingCode':
        return null;
      case 'password':
        return <PasswordField {...common} label={t`Senha`} autoComplete="new-password" />;
      case 'confirmPassword':
        return <PasswordField {...common} label={t`Confirmar senha`} autoComplete="new-password" />;
      case 'paymentPassword':
        return <PasswordField {...common} label={t`Senha de pagamento`} autoComplete="new-password" />;
      case 'mobileNum':
        return (
          <MobileNumberField
            {...common}
            countryDialingCode={countryDialingCode}
            countryDialingCodes={countryDialingCodes}
            onCountryDialingCodeChange={(code) => onChange('countryDialingCode', code)}
            error={errors.mobileNum ?? errors.countryDialingCode}
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField
            {...common}
            countdownSeconds={smsCountdownSeconds}
            sending={smsSending}
            lockedOut={smsLockedOut}
            onSend={onSendSms ?? ignore}
          />
        );
      case 'captcha':
        return (
          <CaptchaField
            {...common}
            imageSrc={captcha?.imageSrc}
            loading={captcha?.loading ?? false}
            onRefresh={onRefreshCaptcha ?? ignore}
          />
        );
      default: {
        const hints = PLAIN_FIELD_HINTS[name];
        return (
          <TextField
            {...common}
            label={labels[name]}
            type={hints.type ?? 'text'}
            inputMode={hints.inputMode}
            autoComplete={hints.autoComplete}
            autoCapitalize={hints.ltr ? 'none' : undefined}
            spellCheck={hints.ltr ? false : undefined}
            dir={hints.ltr ? 'ltr' : undefined}
            hint={name === 'birthday' ? t`Formato: AAAA-MM-DD` : undefined}
          />
        );
      }
    }
  };

  return (
    <div className={styles.fields}>
      {fields.map((spec) => (
        <Fragment key={spec.name}>{renderField(spec)}</Fragment>
      ))}
    </div>
  );
}
