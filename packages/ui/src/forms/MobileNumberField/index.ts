export {
  type CountryDialingCodeOption,
  MobileNumberField,
  type MobileNumberFieldProps,
} from './MobileNumberField.tsx';
