import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type CashierMoneyProps, useCashierMoney } from '../../cashier/money.ts';
import { ProgressMeter } from '../../components/ProgressMeter/index.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import * as styles from './BonusWagering.css.ts';

/** A joined bonus, kept apart from real money, and the wagering (rollover) that releases it. */
export interface PromotionBonusItem {
  /** The bonus granted. */
  amount?: number;
  /** What is left of the bonus: not withdrawable until the wagering is met. */
  balance?: number;
  /** Bets counted so far of the bets required (both present, or neither). */
  wagered?: number;
  required?: number;
  /** ISO time: the wagering must be met by then. */
  expiresAt?: string;
}

export interface BonusWageringProps extends CashierMoneyProps {
  bonus: PromotionBonusItem;
  formatDate: (iso: string) => string;
}

/** A promotion's bonus: granted, left, and the wagering done of required with what remains and its deadline. */
export function BonusWagering({ bonus, formatDate, ...moneyProps }: BonusWageringProps) {
  const { t, i18n } = useLingui();
  const money = useCashierMoney(moneyProps);
  const labelId = useId();
  const percent = new Intl.NumberFormat(formatLocaleOf(i18n), { style: 'percent', maximumFractionDigits: 0 });
  const { amount, balance, wagered = 0, required } = bonus;
  const met = required !== undefined && wagered >= required;
  const fraction = required === undefined ? 0 : Math.min(1, wagered / required);
  const progressText =
    required === undefined
      ? ''
      : t`${money.format(Math.min(wagered, required))} de ${money.format(required)}`;
  return (
    <div className={styles.root}>
      {amount !== undefined || balance !== undefined ? (
        <dl className={styles.facts}>
          {amount !== undefined ? (
            <div className={styles.fact}>
              <dt className={styles.term}>{t`Bônus recebido`}</dt>
              <dd className={styles.value}>
                <bdi>{money.format(amount)}</bdi>
              </dd>
            </div>
          ) : null}
          {balance !== undefined ? (
            <div className={styles.fact}>
              <dt className={styles.term}>{t`Saldo de bônus`}</dt>
              <dd className={styles.value}>
                <bdi>{money.format(balance)}</bdi>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {required !== undefined ? (
        <div className={styles.wagering}>
          <ProgressMeter
            id={labelId}
            label={t`Rollover (apostas exigidas)`}
            fraction={fraction}
            percentText={percent.format(fraction)}
            valueText={progressText}
          />
          <p className={styles.detail}>
            <bdi>{progressText}</bdi>
            {met ? null : (
              <>
                {' · '}
                {t`faltam ${money.format(required - wagered)}`}
              </>
            )}
          </p>
          {met ? (
            <p className={styles.met}>{t`Rollover cumprido: o bônus já é dinheiro real.`}</p>
          ) : (
            <p className={styles.detail}>
              {t`O saldo de bônus só pode ser sacado depois de cumprir o rollover.`}
              {bonus.expiresAt ? <> {t`Prazo: ${formatDate(bonus.expiresAt)}.`}</> : null}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}

export interface BonusBalanceSummaryProps extends CashierMoneyProps {
  /** The main wallet (§3 Wallet); absent while it loads or when it cannot be read. */
  realMoney?: number;
  /** What is left of every bonus. */
  bonusBalance: number;
}

/** The reward centre's head: real money (withdrawable) apart from the bonus money still held by a rollover. */
export function BonusBalanceSummary({ realMoney, bonusBalance, ...moneyProps }: BonusBalanceSummaryProps) {
  const { t } = useLingui();
  const money = useCashierMoney(moneyProps);
  return (
    <section aria-label={t`Seus saldos`}>
      <dl className={styles.summary}>
        {realMoney !== undefined ? (
          <div className={styles.summaryTile}>
            <dt className={styles.term}>{t`Dinheiro real`}</dt>
            <dd className={styles.summaryValue}>
              <bdi>{money.format(realMoney)}</bdi>
            </dd>
          </div>
        ) : null}
        <div className={styles.summaryTile}>
          <dt className={styles.term}>{t`Saldo de bônus`}</dt>
          <dd className={styles.summaryValue}>
            <bdi>{money.format(bonusBalance)}</bdi>
          </dd>
          <dd className={styles.summaryNote}>{t`Vira dinheiro real ao cumprir o rollover.`}</dd>
        </div>
      </dl>
    </section>
  );
}
