import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { RecordList, type RecordListShared } from '../../lib/recordList/RecordList.tsx';
import type { RecordPageFetcher } from '../../lib/recordList/recordListQuery.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { type PageOf, type RecordListName, recordKeys } from './api.ts';
import { recordsCallsAtom } from './recordsGateway.ts';

type RowOf<Name extends RecordListName> = PageOf<Name>['rows'][number];
type TotalsOf<Name extends RecordListName> = PageOf<Name>['totals'];

export interface RecordListPageProps<Name extends RecordListName>
  extends RecordListShared<RowOf<Name>, TotalsOf<Name>> {
  name: Name;
  /** Controls above the list's filter (the search by number). */
  toolbar?: ReactNode;
}

/** One record list of the member centre (the generic RecordList), by its name in the records' calls. */
export function RecordListPage<Name extends RecordListName>({ name, ...props }: RecordListPageProps<Name>) {
  const calls = useAtomValue(recordsCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  return (
    <RecordList
      {...props}
      listKey={recordKeys.list(token, name)}
      fetchPage={calls[name] as unknown as RecordPageFetcher<RowOf<Name>, TotalsOf<Name>>}
    />
  );
}
