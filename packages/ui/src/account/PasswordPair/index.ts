export {
  PasswordPair,
  type PasswordPairField,
  type PasswordPairProps,
  type PasswordPairValues,
} from './PasswordPair.tsx';
