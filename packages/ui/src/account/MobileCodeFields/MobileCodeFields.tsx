import type { Ref } from 'react';
import {
  type CountryDialingCodeOption,
  type FieldMessage,
  MobileNumberField,
  SmsCodeField,
} from '../../forms/index.ts';

export interface MobileCodeValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

export type MobileCodeField = Exclude<keyof MobileCodeValues, 'countryDialingCode'>;

export interface MobileCodeFieldsProps {
  values: MobileCodeValues;
  onChange: (field: keyof MobileCodeValues, value: string) => void;
  errors: Partial<Record<MobileCodeField, FieldMessage>>;
  countryDialingCodes: readonly CountryDialingCodeOption[];
  /** Seconds until another code may be sent; 0 means the send button is ready. */
  countdownSeconds: number;
  sending: boolean;
  /** The countdown is the too-many-requests lockout (spec §8). */
  lockedOut?: boolean;
  onSend: () => void;
  /** Where the form's focus-first-invalid finds each input. */
  refs?: Partial<Record<MobileCodeField, Ref<HTMLInputElement>>>;
}

/** The mobile number with its dialing code, then the SMS code with its send button and countdown. */
export function MobileCodeFields({
  values,
  onChange,
  errors,
  countryDialingCodes,
  countdownSeconds,
  sending,
  lockedOut = false,
  onSend,
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
        countdownSeconds={countdownSeconds}
        sending={sending}
        lockedOut={lockedOut}
        onSend={onSend}
      />
    </>
  );
}
