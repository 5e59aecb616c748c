import { Icon } from '../../components/Icon/index.ts';
import { type FieldMessage, useMessageText } from '../fieldMessage.ts';
import * as styles from './FormMessage.css.ts';

export const FORM_MESSAGE_TONES = ['critical', 'warning', 'info'] as const;
export type FormMessageTone = (typeof FORM_MESSAGE_TONES)[number];

export interface FormMessageProps {
  /** A validation descriptor (translated here) or a server message (shown as is). */
  message: FieldMessage;
  tone?: FormMessageTone;
  id?: string;
}

/**
 * A form-level message above the submit button. Critical and warning messages are alerts (read out
 * at once); info is a polite status.
 */
export function FormMessage({ message, tone = 'critical', id }: FormMessageProps) {
  const text = useMessageText();
  return (
    <div
      id={id}
      role={tone === 'info' ? 'status' : 'alert'}
      className={`${styles.root} ${styles.tone[tone]}`}
    >
      <span className={styles.icon[tone]}>
        <Icon name={tone} />
      </span>
      <span className={styles.text}>{text(message)}</span>
    </div>
  );
}
