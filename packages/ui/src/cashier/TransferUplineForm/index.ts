export {
  TransferUplineForm,
  type TransferUplineFormProps,
  type TransferUplineFormValues,
  type TransferUplineRequest,
} from './TransferUplineForm.tsx';
