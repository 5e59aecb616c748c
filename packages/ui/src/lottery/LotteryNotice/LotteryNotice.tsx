import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import * as styles from './LotteryNotice.css.ts';

export type LotteryNoticeProps =
  | { kind: 'empty'; message: string }
  | { kind: 'error'; message: string; failure?: FailureKind | undefined; onRetry: () => void };

/** The empty and error states of the lottery lists: a quiet line, or an alert with the §8 text and a retry. */
export function LotteryNotice(props: LotteryNoticeProps) {
  if (props.kind === 'empty') return <p className={styles.empty}>{props.message}</p>;
  return (
    <GridNotice
      kind="error"
      compact
      message={props.message}
      failure={props.failure}
      onRetry={props.onRetry}
    />
  );
}
