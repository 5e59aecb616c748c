import { Trans, useLingui } from '@lingui/react/macro';
import { type CashierMoneyProps, useCashierMoney } from '../../cashier/money.ts';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import { Modal } from '../../modals/Modal/index.ts';
import * as styles from './RaffleClaimResult.css.ts';

export interface RaffleClaimResultProps extends CashierMoneyProps {
  open: boolean;
  onClose: () => void;
  promotionTitle: string;
  /** What the raffle gave (§7 MCS2_claimRafflePromotion): a prize's name and/or an amount; none when it says nothing. */
  prize: { name?: string; amount?: number } | null;
}

/** The raffle's result after a claim: the prize won, or that the claim went through when the gateway names none. */
export function RaffleClaimResult({
  open,
  onClose,
  promotionTitle,
  prize,
  ...moneyProps
}: RaffleClaimResultProps) {
  const { t } = useLingui();
  const money = useCashierMoney(moneyProps);
  const amount = prize?.amount !== undefined && prize.amount > 0 ? money.format(prize.amount) : null;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Prêmio resgatado`}
      size="small"
      phoneLayout="sheet"
      footer={
        <Button block onClick={onClose}>
          {t`Ok`}
        </Button>
      }
    >
      <div className={styles.body}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name="gift" />
        </span>
        <p className={styles.note}>{promotionTitle}</p>
        {prize?.name ? <p className={styles.prize}>{prize.name}</p> : null}
        {amount ? (
          <p className={styles.amount}>
            <Trans>
              <bdi>{amount}</bdi> creditados no seu saldo
            </Trans>
          </p>
        ) : null}
        {!prize?.name && amount === null ? (
          <p className={styles.prize}>{t`Seu resgate foi registrado.`}</p>
        ) : null}
      </div>
    </Modal>
  );
}
