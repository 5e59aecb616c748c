import type { CountryDialingCodeOption, FieldMessage } from '../forms/index.ts';

/** What every account form takes from its form state (the app's `useForm(…).props`), besides its `onChange`. */
export interface AccountFormProps<Values, Field extends string> {
  values: Values;
  errors: Partial<Record<Field, FieldMessage>>;
  /** A server message, or the network or timeout text. */
  formError?: FieldMessage;
  submitting: boolean;
  onSubmit: () => void;
}

/** An account form's SMS code: its countdown, the send and the dialing codes of the mobile number. */
export interface AccountSmsProps {
  smsCountdownSeconds: number;
  smsSending: boolean;
  /** The SMS countdown is the too-many-requests lockout (spec §8). */
  smsLockedOut?: boolean;
  onSendSms: () => void;
  countryDialingCodes: readonly CountryDialingCodeOption[];
}
