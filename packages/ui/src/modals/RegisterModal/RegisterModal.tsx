import { useLingui } from '@lingui/react/macro';
import {
  MINIMUM_AGE,
  type RegisterErrorField,
  type RegisterField,
  type RegisterFieldSpec,
  type RegisterTab,
  type RegisterValues,
  type RegistrationLimitField,
  riskWarningMessage,
} from '@sorte/domain';
import { useId, useRef } from 'react';
import { AccountLink, type AccountPopupProps, AccountSubmit, AccountTabs } from '../../account/index.ts';
import { Checkbox, FormMessage, useFormFocus } from '../../forms/index.ts';
import { Modal } from '../Modal/index.ts';
import { RegisterLimitsFields } from './RegisterLimitsFields.tsx';
import * as styles from './RegisterModal.css.ts';
import { RegisterModalFields } from './RegisterModalFields.tsx';

export type RegisterConfirmation = 'acceptedTerms' | 'confirmedAdult';

export interface RegisterModalProps
  extends AccountPopupProps<RegisterValues, RegisterErrorField, RegisterTab> {
  /** The fields of the tab, in order, with their asterisks (`registerLayout(…).fields` of @sorte/domain). */
  fields: readonly RegisterFieldSpec[];
  onChange: (field: RegisterField | RegistrationLimitField, value: string) => void;
  confirmations: Readonly<Record<RegisterConfirmation, boolean>>;
  onConfirmationChange: (confirmation: RegisterConfirmation, checked: boolean) => void;
  /** The captcha picture, when the captcha field is on the form. */
  captcha?: { imageSrc?: string; loading: boolean };
  onRefreshCaptcha: () => void;
  /** 'Já tem uma conta? Entrar': back to the login popup. */
  onLogin: () => void;
  /** The risk warning above the confirmations (the Brazilian profile shows it at registration, issue 26 item 1). */
  riskWarning?: boolean;
  /** The loss and playing-time limits the account must start with (the Brazilian profile, issue 26 item 2). */
  mandatoryLimits?: boolean;
}

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
    riskWarning = false,
    mandatoryLimits = false,
    smsCountdownSeconds,
    smsLockedOut = false,
    countryDialingCodes,
  } = props;
  const { t, i18n } = useLingui();
  const id = useId();
  const inputs = useRef(new Map<RegisterErrorField, HTMLInputElement>());
  const inputRef = (name: RegisterErrorField) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(name, element);
    else inputs.current.delete(name);
  };
  const order: RegisterErrorField[] = [
    ...fields.map((field) => field.name).filter((name) => name !== 'countryDialingCode'),
    ...(mandatoryLimits ? (['lossLimit', 'timeLimit'] as const) : []),
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

  const form = (
    <RegisterModalFields
      fields={fields}
      values={values}
      errors={errors}
      onChange={onChange}
      inputRef={inputRef}
      countryDialingCodes={countryDialingCodes}
      smsCountdownSeconds={smsCountdownSeconds}
      smsSending={props.smsSending}
      smsLockedOut={smsLockedOut}
      onSendSms={handleSend}
      captcha={captcha}
      onRefreshCaptcha={onRefreshCaptcha}
    />
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
        {mandatoryLimits ? (
          <RegisterLimitsFields values={values} errors={errors} onChange={onChange} inputRef={inputRef} />
        ) : null}
        {riskWarning ? <FormMessage tone="warning" message={i18n._(riskWarningMessage)} /> : null}
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
