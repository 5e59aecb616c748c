export {
  ContractRequestForm,
  type ContractRequestFormProps,
  type ContractRequestValues,
} from './ContractRequestForm.tsx';
