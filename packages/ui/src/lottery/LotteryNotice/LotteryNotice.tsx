import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/Button/index.ts';
import { FormMessage } from '../../forms/FormMessage/index.ts';
import * as styles from './LotteryNotice.css.ts';

export type LotteryNoticeProps =
  | { kind: 'empty'; message: string }
  | { kind: 'error'; message: string; onRetry: () => void };

/** The empty and error states of the lottery lists: a quiet line, or an alert with a retry. */
export function LotteryNotice(props: LotteryNoticeProps) {
  if (props.kind === 'empty') return <p className={styles.empty}>{props.message}</p>;
  return (
    <div className={styles.error}>
      <FormMessage message={props.message} />
      <Button tone="secondary" size="small" onClick={props.onRetry}>
        <Trans>Tentar novamente</Trans>
      </Button>
    </div>
  );
}
