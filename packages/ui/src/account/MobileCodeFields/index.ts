export {
  type MobileCodeField,
  MobileCodeFields,
  type MobileCodeFieldsProps,
  type MobileCodeValues,
} from './MobileCodeFields.tsx';
