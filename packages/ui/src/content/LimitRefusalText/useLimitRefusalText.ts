import { useLingui } from '@lingui/react/macro';
import { type LimitRefusal, limitNameMessage, limitRefusalMessage, PLATFORM_TIME_ZONE } from '@sorte/domain';
import { useCallback } from 'react';
import { type CashierMoneyProps, useCashierMoney } from '../../cashier/money.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';

/**
 * A limit's refusal in the player's words (issue 26 items 2 and 6): "Limite de depósito diário de R$ 100,00
 * atingido; volta a estar disponível em 29/11/2026 00:00", on the platform's clock; what the gateway did not say is
 * left out. Playing time in minutes, money in the member's currency.
 */
export function useLimitRefusalText(moneyProps: CashierMoneyProps = {}): (refusal: LimitRefusal) => string {
  const { t, i18n } = useLingui();
  const money = useCashierMoney(moneyProps);
  const locale = moneyProps.locale ?? formatLocaleOf(i18n);
  return useCallback(
    (refusal: LimitRefusal) => {
      const amountText = (amount: number) =>
        refusal.kind === 'sessionTime' ? t`${amount} min` : money.format(amount);
      const when = new Intl.DateTimeFormat(locale, {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: PLATFORM_TIME_ZONE,
      });
      return i18n._(
        limitRefusalMessage({
          limit: i18n._(limitNameMessage(refusal.kind, refusal.period)),
          amount: refusal.amount === undefined ? null : amountText(refusal.amount),
          remaining:
            refusal.remaining !== undefined && refusal.remaining > 0 ? amountText(refusal.remaining) : null,
          when: refusal.resetsAt === undefined ? null : when.format(refusal.resetsAt),
        }),
      );
    },
    [t, i18n, money, locale],
  );
}
