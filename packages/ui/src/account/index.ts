export {
  AccountLink,
  type AccountLinkProps,
  AccountPrompt,
  type AccountPromptProps,
} from './AccountLink/index.ts';
export { AccountSubmit, type AccountSubmitProps } from './AccountSubmit/index.ts';
export { type AccountTab, AccountTabs, type AccountTabsProps } from './AccountTabs/index.ts';
export type {
  AccountDialogProps,
  AccountFormProps,
  AccountPopupProps,
  AccountSmsProps,
  AccountWaysProps,
} from './accountFormProps.ts';
export {
  type MobileCodeField,
  MobileCodeFields,
  type MobileCodeFieldsProps,
  type MobileCodeValues,
} from './MobileCodeFields/index.ts';
export {
  PasswordPair,
  type PasswordPairField,
  type PasswordPairProps,
  type PasswordPairValues,
} from './PasswordPair/index.ts';
