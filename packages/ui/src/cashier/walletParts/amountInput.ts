/**
 * An amount as the player would type it in `locale`: two decimals, no grouping, latin digits and the locale's decimal
 * mark (`1523,75` in pt, `1523.75` in en), so domain `parseAmount` reads it back exactly.
 */
export function amountInputText(amount: number, locale: string): string {
  const decimalMark =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value === ','
      ? ','
      : '.';
  return amount.toFixed(2).replace('.', decimalMark);
}
