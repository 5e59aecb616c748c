import {
  choiceRange,
  type DateRange,
  DEFAULT_PERIOD,
  type IsoDate,
  type OpeningPeriod,
  type RecordFilter,
  recordFilterFromParams,
  recordFilterToParams,
  todayIn,
} from '@sorte/domain';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface AllowedFilters {
  type?: readonly string[];
  status?: readonly string[];
  gameCategory?: readonly string[];
}

/**
 * A record page's filter, kept in the URL's search params: back, forward, a reload and a shared link show the same
 * list. Today is read once, in the platform's time zone, when the page opens. Without a period in the URL the list
 * shows its `opening` period (domain OPENING_PERIODS).
 */
export function useRecordFilter(allowed: AllowedFilters, opening: OpeningPeriod = DEFAULT_PERIOD) {
  const [params, setParams] = useSearchParams();
  const [today] = useState<IsoDate>(() => todayIn(Date.now()));
  const filter = useMemo(() => recordFilterFromParams(params, allowed, opening), [params, allowed, opening]);
  const range: DateRange = useMemo(() => choiceRange(filter.period, today), [filter.period, today]);
  const setFilter = useCallback(
    (next: RecordFilter) => setParams((current) => recordFilterToParams(next, current, opening)),
    [setParams, opening],
  );
  return { filter, range, today, setFilter };
}
