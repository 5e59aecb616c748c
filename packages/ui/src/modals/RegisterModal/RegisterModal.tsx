import { useLingui } from '@lingui/react/macro';
import {
  MINIMUM_AGE,
  type RegisterErrorField,
  type RegisterField,
  type RegisterFieldSpec,
  type RegisterTab,
  type RegisterValues,
} from '@sorte/domain';
import { Fragment, type HTMLAttributes, type HTMLInputAutoCompleteAttribute, useId, useRef } from 'react';
import { AccountLink, type AccountPopupProps, AccountSubmit, AccountTabs } from '../../account/index.ts';
import {
  CaptchaField,
  Checkbox,
  MobileNumberField,
  PasswordField,
  SmsCodeField,
  TextField,
  useFormFocus,
} from '../../forms/index.ts';
import { Modal } from '../Modal/index.ts';
import * as styles from './RegisterModal.css.ts';

export type RegisterConfirmation = 'acceptedTerms' | 'confirmedAdult';

export interface RegisterModalProps
  extends AccountPopupProps<RegisterValues, RegisterErrorField, RegisterTab> {
  /** The fields of the tab, in order, with their asterisks (`registerLayout(…).fields` of @sorte/domain). */
  fields: readonly RegisterFieldSpec[];
  onChange: (field: RegisterField, value: string) => void;
  confirmations: Readonly<Record<RegisterConfirmation, boolean>>;
  onConfirmationChange: (confirmation: RegisterConfirmation, checked: boolean) => void;
  /** The captcha picture, when the captcha field is on the form. */
  captcha?: { imageSrc?: string; loading: boolean };
  onRefreshCaptcha: () => void;
  /** 'Já tem uma conta? Entrar': back to the login popup. */
  onLogin: () => void;
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
 * The registration popup (spec §2, §3 Register user, §5 Register): the fields the server's register settings
 * enable, in the layout's order, an asterisk on the required ones, the SMS code when asked, and the terms and
 * age confirmations before submit. Holds no values of its own.
 */
export function RegisterModal(props: RegisterModalProps) {
  const {
    fields,
    tabs,
    tab,
    onTabChange,
    open,
    onClose,
    values,
    onChange,
    confirmations,
    onConfirmationChange,
    errors,
    formError,
    submitting,
    onSubmit,
    captcha,
    onRefreshCaptcha,
    onLogin,
    smsCountdownSeconds,
    smsLockedOut = false,
    countryDialingCodes,
  } = props;
  const { t } = useLingui();
  const id = useId();
  const inputs = useRef(new Map<RegisterErrorField, HTMLInputElement>());
  const inputRef = (name: RegisterErrorField) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(name, element);
    else inputs.current.delete(name);
  };
  const order: RegisterErrorField[] = [
    ...fields.map((field) => field.name).filter((name) => name !== 'countryDialingCode'),
    'terms',
    'adult',
  ];
  const refs = Object.fromEntries(
    order.map((name) => [
      name,
      {
        get current() {
          return inputs.current.get(name) ?? null;
        },
      },
    ]),
  );
  const { handleSubmit, afterSend, firstEmptyField } = useFormFocus(order, refs, props);
  // A refused send (spec §8 invalid-phone-number) puts its message on the mobile number: focus it.
  const handleSend = afterSend(props.onSendSms);

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
            sending={props.smsSending}
            lockedOut={smsLockedOut}
            onSend={handleSend}
          />
        );
      case 'captcha':
        return (
          <CaptchaField
            {...common}
            imageSrc={captcha?.imageSrc}
            loading={captcha?.loading ?? false}
            onRefresh={onRefreshCaptcha}
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

  const form = (
    <div className={styles.fields}>
      {fields.map((spec) => (
        <Fragment key={spec.name}>{renderField(spec)}</Fragment>
      ))}
    </div>
  );

  return (
    <Modal open={open} onClose={onClose} title={t`Cadastrar`} size="small" initialFocus={firstEmptyField}>
      <form className={styles.form} noValidate autoComplete="on" onSubmit={handleSubmit(onSubmit)}>
        <AccountTabs
          label={t`Forma de cadastro`}
          value={tab}
          onValueChange={onTabChange}
          tabs={[
            { value: 'username' as const, label: t`Nome de usuário`, panel: form },
            { value: 'mobile' as const, label: t`Celular`, panel: form },
          ].filter((item) => tabs.length > 1 || item.value === tab)}
        />
        <div className={styles.confirmations}>
          <Checkbox
            ref={inputRef('terms')}
            id={`${id}-terms`}
            name="acceptedTerms"
            label={t`Li e aceito os termos e condições`}
            checked={confirmations.acceptedTerms}
            onCheckedChange={(checked) => onConfirmationChange('acceptedTerms', checked)}
            error={errors.terms}
          />
          <Checkbox
            ref={inputRef('adult')}
            id={`${id}-adult`}
            name="confirmedAdult"
            label={t`Confirmo que tenho ${MINIMUM_AGE} anos ou mais`}
            checked={confirmations.confirmedAdult}
            onCheckedChange={(checked) => onConfirmationChange('confirmedAdult', checked)}
            error={errors.adult}
          />
        </div>
        <AccountSubmit label={t`Cadastrar`} submitting={submitting} formError={formError} />
        <AccountLink.Prompt question={t`Já tem uma conta?`} action={t`Entrar`} onAction={onLogin} />
      </form>
    </Modal>
  );
}
