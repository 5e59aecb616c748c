export {
  type CountryDialingCodeOption,
  LOGIN_TABS,
  type LoginField,
  LoginModal,
  type LoginModalProps,
  type LoginTab,
  type LoginValues,
} from './LoginModal.tsx';
