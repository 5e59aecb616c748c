import { useLingui } from '@lingui/react/macro';
import { DEFAULT_CURRENCY, formatMoney, type MoneyFormatOptions } from '@sorte/domain';
import { useMemo } from 'react';
import { formatLocaleOf } from '../i18n/formatLocale.ts';

/** How a cashier component shows money: the member's currency and the player's language. */
export interface CashierMoneyProps {
  /** An ISO 4217 code (the member's `currencySymbol`) or a symbol without one; BRL by default. */
  currency?: string;
  /** The player's chosen language's BCP-47 tag; defaults to the active Lingui locales. */
  locale?: string;
}

export interface CashierMoney {
  options: MoneyFormatOptions;
  format: (amount: number) => string;
  /** The currency's sign as the locale writes it (R$, US$…), for an amount field's start. */
  symbol: string;
  /** An amount as it would be typed in this language (no grouping, Latin digits): what a preset fills in. */
  inputText: (amount: number) => string;
}

export function useCashierMoney({ currency = DEFAULT_CURRENCY, locale }: CashierMoneyProps): CashierMoney {
  const { i18n } = useLingui();
  const tag = locale ?? formatLocaleOf(i18n);
  return useMemo(() => {
    const options = { currency, locale: tag };
    const isCode = /^[A-Z]{3}$/.test(currency);
    const symbol = isCode
      ? (new Intl.NumberFormat(tag, { style: 'currency', currency })
          .formatToParts(0)
          .find((part) => part.type === 'currency')?.value ?? currency)
      : currency;
    const plain = new Intl.NumberFormat(`${tag}-u-nu-latn`, { useGrouping: false, maximumFractionDigits: 2 });
    return {
      options,
      format: (amount: number) => formatMoney(amount, options),
      symbol,
      inputText: (amount: number) => plain.format(amount),
    };
  }, [currency, tag]);
}
