export {
  FORM_MESSAGE_TONES,
  FormMessage,
  type FormMessageProps,
  type FormMessageTone,
} from './FormMessage.tsx';
