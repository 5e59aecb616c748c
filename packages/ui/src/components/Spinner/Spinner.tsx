import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './Spinner.css.ts';

export interface SpinnerProps {
  size?: keyof typeof styles.size;
  /** Announced politely to screen readers; the spinner is decorative when omitted. */
  label?: string;
}

export function Spinner({ size = 'small', label }: SpinnerProps) {
  const className = `${styles.spinner} ${styles.size[size]}`;
  if (!label) return <span aria-hidden="true" className={className} />;
  return (
    <span role="status">
      <span aria-hidden="true" className={className} />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
