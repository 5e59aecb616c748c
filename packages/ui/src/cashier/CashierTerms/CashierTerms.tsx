import { useLingui } from '@lingui/react/macro';
import type { HeldBalance, CashierTerms as Terms } from '@sorte/domain';
import * as shared from '../cashier.css.ts';

export interface CashierTermsProps {
  terms?: Terms | undefined;
  /** Withdraw only: the part of the balance a bonus rollover holds. */
  held?: HeldBalance | undefined;
  action: 'deposit' | 'withdraw';
  /** The channel's name in the processing time ("PIX: em até 5 minutos"). */
  method: string;
  format: (amount: number) => string;
}

/**
 * What a deposit or a withdrawal allows before the player commits (issue 23 item 4): the day's limit, what is used and
 * left of it, today's count, the usual processing time and, for a withdrawal, what a bonus rollover holds. Only what
 * the gateway says; nothing at all without it.
 */
export function CashierTerms({ terms, held, action, method, format }: CashierTermsProps) {
  const { t, i18n } = useLingui();
  const daily = terms?.daily;
  const minutes = terms?.processingMinutes;
  if (!daily && minutes === undefined && !held) return null;
  const time =
    minutes === undefined
      ? null
      : minutes < 60
        ? t`${method}: em até ${i18n.number(minutes)} minutos`
        : t`${method}: em até ${i18n.number(Math.ceil(minutes / 60))} horas`;
  const limit = daily?.limit;
  const used = daily?.used;
  const countText =
    daily?.maxCount === undefined
      ? null
      : t`${i18n.number(daily.count ?? 0)} de ${i18n.number(daily.maxCount)}`;
  return (
    <dl
      className={shared.summary}
      aria-label={action === 'deposit' ? t`Condições do depósito` : t`Condições do saque`}
    >
      {held ? (
        <>
          <dt className={shared.term}>{t`Retido pelo rollover de bônus`}</dt>
          <dd className={shared.value}>
            <bdi>
              {held.wagerLeft === undefined
                ? format(held.amount)
                : t`${format(held.amount)} · faltam ${format(held.wagerLeft)} em apostas`}
            </bdi>
          </dd>
        </>
      ) : null}
      {limit === undefined ? null : (
        <>
          <dt className={shared.term}>{t`Limite diário`}</dt>
          <dd className={shared.value}>
            <bdi>{format(limit)}</bdi>
          </dd>
          {used === undefined ? null : (
            <>
              <dt className={shared.term}>{t`Usado hoje`}</dt>
              <dd className={shared.value}>
                <bdi>{format(used)}</bdi>
              </dd>
              <dt className={shared.term}>{t`Restante hoje`}</dt>
              <dd className={shared.value}>
                <bdi>{format(Math.max(0, limit - used))}</bdi>
              </dd>
            </>
          )}
        </>
      )}
      {countText ? (
        <>
          <dt className={shared.term}>{action === 'deposit' ? t`Depósitos hoje` : t`Saques hoje`}</dt>
          <dd className={shared.value}>
            <bdi>{countText}</bdi>
          </dd>
        </>
      ) : null}
      {time ? (
        <>
          <dt className={shared.term}>{t`Prazo habitual`}</dt>
          <dd className={shared.value}>
            <bdi>{time}</bdi>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
