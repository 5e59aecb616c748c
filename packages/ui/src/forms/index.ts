export { CaptchaField, type CaptchaFieldProps } from './CaptchaField/index.ts';
export { Checkbox, type CheckboxProps } from './Checkbox/index.ts';
export {
  FORM_MESSAGE_TONES,
  FormMessage,
  type FormMessageProps,
  type FormMessageTone,
} from './FormMessage/index.ts';
export { type FieldMessage, sameMessage, useMessageText } from './fieldMessage.ts';
export {
  type FocusFirstInvalidOptions,
  type FormFocusState,
  useFocusFirstInvalid,
  useFocusFirstInvalidAfter,
  useFormFocus,
} from './focusFirstInvalid.ts';
export {
  type CountryDialingCodeOption,
  MobileNumberField,
  type MobileNumberFieldProps,
} from './MobileNumberField/index.ts';
export { PasswordField, type PasswordFieldProps } from './PasswordField/index.ts';
export { SmsCodeField, type SmsCodeFieldProps } from './SmsCodeField/index.ts';
export {
  TabsBar,
  type TabsBarItem,
  type TabsBarProps,
  TabsPanel,
  type TabsPanelProps,
  useDocumentDirection,
} from './TabsBar/index.ts';
export { fieldIds, TextField, type TextFieldProps } from './TextField/index.ts';
