import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button/index.ts';
import { type FieldMessage, FormMessage } from '../../forms/index.ts';
import * as styles from './MoneyOutcomeNotice.css.ts';

/** After an ambiguous failure of a money call (timeout, dropped connection, 5xx): what happened and a way to look again. */
export interface MoneyOutcomeUnknown {
  /** Says plainly what happened (the domain's `moneyOutcomeUnknownMessage`, or a §8 text). */
  message: FieldMessage;
  /** The re-read of balances and the transaction's status is under way: the form's submit waits for it. */
  checking: boolean;
  onCheckAgain: () => void;
}

export interface MoneyOutcomeNoticeProps {
  outcome: MoneyOutcomeUnknown;
}

export function MoneyOutcomeNotice({ outcome }: MoneyOutcomeNoticeProps) {
  const { t } = useLingui();
  return (
    <div className={styles.root}>
      <FormMessage tone="warning" message={outcome.message} />
      <Button tone="secondary" pending={outcome.checking} onClick={outcome.onCheckAgain}>
        {t`Verificar novamente`}
      </Button>
    </div>
  );
}
