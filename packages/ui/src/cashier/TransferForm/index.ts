export {
  TransferForm,
  type TransferFormProps,
  type TransferFormValues,
  type TransferRequest,
} from './TransferForm.tsx';
