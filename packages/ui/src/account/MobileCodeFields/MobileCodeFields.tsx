import type { Ref } from 'react';
import { type FieldMessage, MobileNumberField, SmsCodeField } from '../../forms/index.ts';
import type { AccountSmsProps } from '../accountFormProps.ts';

export interface MobileCodeValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

export type MobileCodeField = Exclude<keyof MobileCodeValues, 'countryDialingCode'>;

export interface MobileCodeFieldsProps extends AccountSmsProps {
  values: MobileCodeValues;
  onChange: (field: keyof MobileCodeValues, value: string) => void;
  errors: Partial<Record<MobileCodeField, FieldMessage>>;
  /** Where the form's focus-first-invalid finds each input. */
  refs?: Partial<Record<MobileCodeField, Ref<HTMLInputElement>>>;
}

/** The mobile number with its dialing code, then the SMS code with its send button and countdown. */
export function MobileCodeFields({
  values,
  onChange,
  errors,
  countryDialingCodes,
  smsCountdownSeconds,
  smsSending,
  smsLockedOut = false,
  onSendSms,
  refs = {},
}: MobileCodeFieldsProps) {
  return (
    <>
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
        onSend={onSendSms}
      />
    </>
  );
}
