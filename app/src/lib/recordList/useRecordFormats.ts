import { type RecordFormats, recordFormats } from '@sorte/ui/records';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';

/** Amounts, dates and times in the player's language and the member's currency, days in the platform's zone. */
export function useRecordFormats(): RecordFormats {
  const locale = useAtomValue(formatLocaleAtom);
  const currency = useAtomValue(moneyCurrencyAtom);
  return useMemo(() => recordFormats({ locale, currency }), [locale, currency]);
}
