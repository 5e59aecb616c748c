/** The platform's money when neither member info nor the runtime config names another (the site is Brazilian). */
export const DEFAULT_CURRENCY = 'BRL';

/** Unambiguous currency symbols a gateway may send as §3's currencySymbol, by ISO 4217 code. */
const CODE_OF_SYMBOL: Readonly<Record<string, string>> = {
  R$: 'BRL',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '₫': 'VND',
  '฿': 'THB',
  '₹': 'INR',
  '₩': 'KRW',
  '₱': 'PHP',
  '₺': 'TRY',
  '₽': 'RUB',
  Rp: 'IDR',
  RM: 'MYR',
  '৳': 'BDT',
  '₸': 'KZT',
  '₭': 'LAK',
  '៛': 'KHR',
};

let knownCodes: ReadonlySet<string> | undefined;
function isKnownCurrencyCode(code: string): boolean {
  knownCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCodes.has(code);
}

/**
 * The currency money is shown in: §3's currencySymbol as an ISO 4217 code when it is one (or a symbol that names
 * one, 'R$' → BRL); any other symbol as given ('$' stays '$', shown in the locale's pattern); `fallback` (the
 * runtime config's currency, BRL by default) when there is none.
 */
export function moneyCurrency(
  currencySymbol: string | null | undefined,
  fallback = DEFAULT_CURRENCY,
): string {
  const text = currencySymbol?.trim() ?? '';
  if (text === '') return fallback;
  const upper = text.toUpperCase();
  if (/^[A-Z]{3}$/.test(upper) && isKnownCurrencyCode(upper)) return upper;
  return CODE_OF_SYMBOL[text] ?? text;
}

export interface MoneyFormatOptions {
  /** An ISO 4217 code, or a symbol without one (see {@link moneyCurrency}). */
  currency: string;
  /** The BCP-47 tag of the player's chosen language (`Language.tag`), never the catalog's. */
  locale: string;
}

const RTL_PRIMARY_SUBTAGS = new Set(['ar', 'fa', 'ur', 'he', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
const LATIN_LETTER = /\p{Script=Latin}/u;

const formatters = new Map<string, Intl.NumberFormat>();
function moneyFormatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}\u0000${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      // The wallet keeps cents whatever the currency (amounts are read with up to two decimals), so a currency
      // ICU prints without them (JPY, ALL, ...) still shows the cents it holds.
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // A sign only for an amount below zero once rounded: never '-R$ 0,00' for -0 or -0.004.
      signDisplay: 'negative',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * One money format for the whole site: the locale's own pattern, separators and digits for the currency's
 * narrow symbol ('R$ 1.523,75' in pt-BR, 'R$1,523.75' in en, '1523,75 R$' in es). In a right-to-left locale a
 * Latin symbol is isolated left-to-right, so 'R$' never reads '$R' at the end of a right-to-left run.
 */
export function formatMoney(amount: number, { currency, locale }: MoneyFormatOptions): string {
  if (!Number.isFinite(amount)) return '—';
  const isCode = /^[A-Z]{3}$/.test(currency);
  const parts = moneyFormatter(isCode ? currency : DEFAULT_CURRENCY, locale).formatToParts(amount);
  const rtl = RTL_PRIMARY_SUBTAGS.has(locale.split('-')[0]!.toLowerCase());
  return parts
    .map((part) => {
      if (part.type !== 'currency') return part.value;
      const symbol = isCode ? part.value : currency;
      return rtl && LATIN_LETTER.test(symbol)
        ? `${LEFT_TO_RIGHT_ISOLATE}${symbol}${POP_DIRECTIONAL_ISOLATE}`
        : symbol;
    })
    .join('');
}
