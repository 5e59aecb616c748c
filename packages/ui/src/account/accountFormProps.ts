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

/** An account popup: its parent opens and closes it. */
export interface AccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The ways an account popup offers (username or mobile, e-mail or mobile): a row of tabs with two or more. */
export interface AccountWaysProps<Tab extends string> {
  tabs: readonly Tab[];
  tab: Tab;
  onTabChange: (tab: Tab) => void;
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

/** An account popup with ways and an SMS code (register, forgot password). */
export type AccountPopupProps<Values, Field extends string, Tab extends string> = AccountDialogProps &
  AccountFormProps<Values, Field> &
  AccountSmsProps &
  AccountWaysProps<Tab>;
