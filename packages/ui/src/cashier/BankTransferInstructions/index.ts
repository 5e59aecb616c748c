export {
  BANK_TRANSFER_FIELDS,
  type BankTransferField,
  BankTransferInstructions,
  type BankTransferInstructionsProps,
} from './BankTransferInstructions.tsx';
