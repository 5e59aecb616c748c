import type { OpeningPeriod } from '@sorte/domain';
import { type RecordColumn, RecordNumberSearch, RecordTable } from '@sorte/ui/records';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { pagedRecordsQuery, type RecordPageFetcher } from '../../lib/recordList/recordListQuery.ts';
import { type AllowedFilters, useRecordFilter } from '../../lib/recordList/useRecordFilter.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { type PageOf, recordKeys } from './api.ts';
import { recordsCallsAtom } from './recordsGateway.ts';

type SearchableList = 'bets' | 'transactions';
type RowOf<Name extends SearchableList> = PageOf<Name>['rows'][number];

export interface RecordSearchProps<Name extends SearchableList> {
  name: Name;
  label: string;
  /** The matches' table's name. */
  tableLabel: string;
  columns: readonly RecordColumn<RowOf<Name>>[];
  allowed: AllowedFilters;
  opening: OpeningPeriod;
}

/** The numbers a record answers to: its own, and a bet's round (or ticket) number. */
function numbersOf(row: RowOf<SearchableList>): string[] {
  return 'roundId' in row && row.roundId ? [row.id, row.roundId] : [row.id];
}

/**
 * Search by a bet's or a transaction's number (issue 23 item 6). The record calls are readings that take no number
 * (§7 names none), so the search looks through the period's records loaded so far: the list's own pages, shared
 * through its query key, never asked for again. Part of a number finds it too (players copy the end of a long one).
 */
export function RecordSearch<Name extends SearchableList>({
  name,
  label,
  tableLabel,
  columns,
  allowed,
  opening,
}: RecordSearchProps<Name>) {
  const calls = useAtomValue(recordsCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const { filter, range } = useRecordFilter(allowed, opening);
  const fetchPage = calls[name] as unknown as RecordPageFetcher<RowOf<Name>, unknown>;
  const list = useInfiniteQuery(pagedRecordsQuery(recordKeys.list(token, name), fetchPage, filter, range));
  const [draft, setDraft] = useState('');
  const [number, setNumber] = useState<string | null>(null);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.rows) ?? [], [list.data]);
  const matches = useMemo(() => {
    if (number === null) return [];
    const wanted = number.toLowerCase();
    return rows.filter((row) => numbersOf(row).some((value) => value.toLowerCase().includes(wanted)));
  }, [rows, number]);
  const result =
    number === null ? null : { number, found: matches.length, searched: rows.length, more: list.hasNextPage };
  return (
    <RecordNumberSearch
      label={label}
      value={draft}
      onChange={setDraft}
      onSearch={setNumber}
      onClear={() => {
        setDraft('');
        setNumber(null);
      }}
      result={result}
    >
      <RecordTable
        label={tableLabel}
        columns={columns}
        rows={matches}
        rowKey={(row) => row.id}
        total={matches.length}
        status="ready"
      />
    </RecordNumberSearch>
  );
}
