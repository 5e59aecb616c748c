import { DEFAULT_CURRENCY, formatMoney, getLanguage, moneyCurrency } from '@sorte/domain';
import { atom } from 'jotai';
import { runtimeConfigAtom } from '../state/configAtoms.ts';
import { languageAtom } from '../state/preferenceAtoms.ts';
import { memberAtom } from '../state/sessionAtoms.ts';

/** The tag numbers, money and dates follow: the player's chosen language's, never its catalog's (§1). */
export const formatLocaleAtom = atom((get) => getLanguage(get(languageAtom)).tag);

/** The member's currency (member info's currencySymbol), else the runtime config's, else BRL. */
export const moneyCurrencyAtom = atom((get) =>
  moneyCurrency(get(memberAtom)?.currencySymbol, get(runtimeConfigAtom)?.currency ?? DEFAULT_CURRENCY),
);

/** The site's one money format, in the chosen language and the member's currency. */
export const formatMoneyAtom = atom((get) => {
  const options = { currency: get(moneyCurrencyAtom), locale: get(formatLocaleAtom) };
  return (amount: number) => formatMoney(amount, options);
});
