import { Trans, useLingui } from '@lingui/react/macro';
import {
  partialRemainder,
  remainingSeconds,
  type WithdrawalOrder,
  type WithdrawalStatus,
} from '@sorte/domain';
import { useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon, type IconName } from '../../components/Icon/index.ts';
import { FormMessage } from '../../forms/index.ts';
import * as shared from '../cashier.css.ts';
import { type CashierMoneyProps, useCashierMoney } from '../money.ts';
import { clockText, useNow } from '../useNow.ts';
import * as styles from './WithdrawalStatusCard.css.ts';

export interface WithdrawalStatusCardProps extends CashierMoneyProps {
  withdrawal: WithdrawalOrder;
  /** Where it is paid, as the player knows it ('CPF · 529.982.247-25'). */
  destination?: string;
  /** §4 auto-receipt deadline (epoch ms, the domain's `confirmationDeadline`) while awaiting confirmation. */
  confirmBy?: number | null;
  /**
   * The payout clock (epoch ms, the domain's `brPayoutDeadline`): under the Brazilian profile a withdrawal not yet
   * paid shows the time left of its 120 minutes (issue 26 item 6).
   */
  payBy?: number | null;
  /** A fixed clock (stories, tests); the deadline ticks by itself without it. */
  now?: number;
  /** Awaiting confirmation: opens the withdrawal confirmation. */
  onConfirm: () => void;
  /** Time zone of the dates (the site's); the browser's by default. */
  timeZone?: string;
}

/** A confirmed withdrawal whose money did not all arrive: under review, not settled. */
const UNDER_REVIEW_LOOK = { tone: 'warning', icon: 'warning' } as const;

const STATUS_LOOK: Record<WithdrawalStatus, { tone: keyof typeof styles.badge; icon: IconName }> = {
  PENDING: { tone: 'neutral', icon: 'info' },
  APPROVED: { tone: 'positive', icon: 'check' },
  AWAITING_CONFIRMATION: { tone: 'warning', icon: 'warning' },
  REJECTED: { tone: 'critical', icon: 'critical' },
  CONFIRMED: { tone: 'positive', icon: 'check' },
};

/** A withdrawal's status: pending, approved, awaiting the player's confirmation (with its deadline), rejected or confirmed. */
export function WithdrawalStatusCard({
  withdrawal,
  destination,
  confirmBy = null,
  payBy = null,
  now: fixedNow,
  onConfirm,
  timeZone,
  ...moneyProps
}: WithdrawalStatusCardProps) {
  const { t } = useLingui();
  const money = useCashierMoney(moneyProps);
  const titleId = useId();
  const awaiting = withdrawal.status === 'AWAITING_CONFIRMATION';
  const payoutRunning =
    payBy !== null && (withdrawal.status === 'PENDING' || withdrawal.status === 'APPROVED');
  const now = useNow(fixedNow, (awaiting && confirmBy !== null) || payoutRunning);
  const statusLabels: Record<WithdrawalStatus, string> = {
    PENDING: t`Aguardando aprovação`,
    APPROVED: t`Aprovado`,
    AWAITING_CONFIRMATION: t`Confirme o recebimento`,
    REJECTED: t`Rejeitado`,
    CONFIRMED: t`Concluído`,
  };
  // §4: an answer other than "received" is not a settled withdrawal (issue 23: a partial receipt read "Concluído").
  const shortfall =
    withdrawal.status === 'CONFIRMED' &&
    withdrawal.answer === 'partlyReceived' &&
    withdrawal.receivedAmount !== undefined
      ? {
          received: withdrawal.receivedAmount,
          missing: partialRemainder(withdrawal.amount - withdrawal.fee, withdrawal.receivedAmount),
        }
      : null;
  const notReceived = withdrawal.status === 'CONFIRMED' && withdrawal.answer === 'notReceived';
  const look = shortfall || notReceived ? UNDER_REVIEW_LOOK : STATUS_LOOK[withdrawal.status];
  const statusLabel = shortfall
    ? t`Recebido em parte`
    : notReceived
      ? t`Não recebido`
      : statusLabels[withdrawal.status];
  const created = new Intl.DateTimeFormat(money.options.locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  }).format(Date.parse(withdrawal.createdAt));
  const reference = withdrawal.id;
  const amountText = money.format(withdrawal.amount);
  const reason = withdrawal.reason ?? '';
  const secondsLeft = confirmBy === null ? null : remainingSeconds(confirmBy, now);
  const clock = secondsLeft === null ? '' : clockText(secondsLeft);

  return (
    <section className={shared.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div className={styles.titleBlock}>
          <h3 id={titleId} className={shared.panelTitle}>
            {t`Saque de ${amountText}`}
          </h3>
          <p className={styles.meta}>
            <Trans>
              Pedido em <bdi>{created}</bdi> · <bdi>{reference}</bdi>
            </Trans>
          </p>
        </div>
        <span className={styles.badge[look.tone]} role="status">
          <Icon name={look.icon} size="inline" />
          {statusLabel}
        </span>
      </div>
      <dl className={shared.summary}>
        {destination ? (
          <>
            <dt className={shared.term}>{t`Destino`}</dt>
            <dd className={shared.value}>
              <bdi>{destination}</bdi>
            </dd>
          </>
        ) : null}
        {/* A rejected withdrawal pays nothing: no fee, nothing to receive. */}
        {withdrawal.status === 'REJECTED' ? null : (
          <>
            <dt className={shared.term}>{t`Taxa de saque`}</dt>
            <dd className={shared.value}>{money.format(withdrawal.fee)}</dd>
            <dt className={shared.totalTerm}>{t`Você recebe`}</dt>
            <dd className={shared.totalValue}>{money.format(withdrawal.amount - withdrawal.fee)}</dd>
          </>
        )}
      </dl>
      {payoutRunning && payBy !== null ? <PayoutClock secondsLeft={remainingSeconds(payBy, now)} /> : null}
      {withdrawal.status === 'PENDING' ? (
        <p className={shared.note}>
          <Trans>Estamos analisando seu pedido. Avisaremos assim que ele for aprovado.</Trans>
        </p>
      ) : withdrawal.status === 'APPROVED' ? (
        <p className={shared.note}>
          <Trans>O pagamento foi enviado para a sua conta.</Trans>
        </p>
      ) : withdrawal.status === 'REJECTED' ? (
        <FormMessage
          message={
            reason
              ? t`Saque rejeitado: ${reason}. O valor voltou para o seu saldo.`
              : t`Saque rejeitado. O valor voltou para o seu saldo.`
          }
        />
      ) : shortfall ? (
        <p className={shared.note}>
          {t`Você informou que chegaram ${money.format(shortfall.received)} de ${money.format(withdrawal.amount - withdrawal.fee)}. Faltam ${money.format(shortfall.missing)}: nossa equipe analisa o comprovante e paga a diferença ou entra em contato com você.`}
        </p>
      ) : notReceived ? (
        <p className={shared.note}>
          {t`Você informou que o pagamento não chegou. Nossa equipe está verificando e entra em contato com você.`}
        </p>
      ) : withdrawal.status === 'CONFIRMED' ? (
        <p className={shared.note}>
          <Trans>Você confirmou o recebimento deste saque.</Trans>
        </p>
      ) : (
        <div className={styles.deadline}>
          <p className={styles.deadlineText}>
            <Trans>O pagamento foi enviado. Conte para nós se ele chegou à sua conta.</Trans>
          </p>
          {secondsLeft !== null ? (
            <p className={styles.deadlineText} role="timer">
              {secondsLeft > 0 ? (
                <Trans>
                  Sem resposta em <span className={styles.clock}>{clock}</span>, o saque será considerado
                  recebido.
                </Trans>
              ) : (
                <Trans>O prazo acabou: o saque será considerado recebido.</Trans>
              )}
            </p>
          ) : null}
          <Button onClick={onConfirm}>{t`Confirmar recebimento`}</Button>
        </div>
      )}
    </section>
  );
}

/** Issue 26 item 6: the time left of the 120 minutes a withdrawal must be paid in under Brazil's rules. */
function PayoutClock({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useLingui();
  const clock = clockText(secondsLeft);
  return secondsLeft > 0 ? (
    <p className={shared.note}>
      <Trans>
        Pago em até 120 minutos: faltam <bdi className={styles.clock}>{clock}</bdi>.
      </Trans>
    </p>
  ) : (
    <FormMessage
      tone="warning"
      message={t`O prazo de 120 minutos para o pagamento passou. Fale com o atendimento.`}
    />
  );
}
