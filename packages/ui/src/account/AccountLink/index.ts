export {
  AccountLink,
  type AccountLinkProps,
  AccountPrompt,
  type AccountPromptProps,
} from './AccountLink.tsx';
