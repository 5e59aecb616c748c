import {
  allowedContractKinds,
  type Downline,
  downlineView,
  isDownlineFilter,
  isDownlineSort,
} from '@sorte/domain';
import { DownlineList } from '@sorte/ui/agent';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { agentPath } from '../../../agentPaths.ts';
import { renderRouterLink } from '../../../layout/renderRouterLink.tsx';
import { useAfterNextPaint } from '../../../lib/afterNextPaint.ts';
import { failureKind } from '../../../lib/errors/index.ts';
import { loadStatusOf } from '../../../lib/loadStatus.ts';
import { isCallMissing, useCallKnownMissing } from '../../../lib/missingCall/missingCall.ts';
import { NotOfferedNote } from '../../../lib/missingCall/NotOfferedNote.tsx';
import { useRecordFormats } from '../../../lib/recordList/useRecordFormats.ts';
import { requiredConfigAtom } from '../../../state/configAtoms.ts';
import { sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { useConsolidatedFunds } from '../../cashier/index.ts';
import { agentTeamCallsAtom } from './agentTeamGateway.ts';
import { downlinesQuery } from './api.ts';
import { DownlineProfilePage } from './DownlineProfilePage.tsx';
import { DownlineTransferDialog } from './DownlineTransferDialog.tsx';
import * as styles from './team.css.ts';

/** The URL's search params of the page: the level drilled into, the search, the order, the status shown, the downline being paid. */
const UNDER = 'under';
const SEARCH = 'q';
const SORT = 'sort';
const SHOW = 'show';
const TRANSFER_TO = 'to';
const PROFILE = 'profile';

/** The list's URL with `change` applied to its search params. */
function listHref(params: URLSearchParams, change: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  const search = next.toString();
  return search ? `${agentPath('downlineManagmentView')}?${search}` : agentPath('downlineManagmentView');
}

/** The downline list, or one downline's profile (`profile`, issue 23 item 6) opened from its row. */
export function DownlinesPage() {
  const [params] = useSearchParams();
  const profile = params.get(PROFILE);
  return profile ? (
    <DownlineProfilePage account={profile} backHref={listHref(params, { [PROFILE]: null })} />
  ) : (
    <DownlineListPage />
  );
}

/**
 * §2 downlineManagmentView: the level (`under`), the search (`q`), the order (`sort`), the status filter (`show`) and
 * the transfer dialog (`to`) live in the URL, so back, forward and a reload keep them; the breadcrumb comes from the
 * server with the level.
 */
function DownlineListPage() {
  const calls = useAtomValue(agentTeamCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const formats = useRecordFormats();
  const [params, setParams] = useSearchParams();
  const under = params.get(UNDER);
  const search = params.get(SEARCH)?.trim() ?? '';
  const transferTo = params.get(TRANSFER_TO);
  const sortParam = params.get(SORT);
  const sort = isDownlineSort(sortParam) ? sortParam : null;
  const showParam = params.get(SHOW);
  const filter = isDownlineFilter(showParam) ? showParam : 'all';
  const flags = useConsolidatedFunds(true).data?.consolidated;
  // The request form opens on the first kind the agent's §3 Consolidated flags allow; none allowed, no link.
  const contractKind = flags ? allowedContractKinds(flags)[0] : undefined;
  const contractHref = useMemo(
    () =>
      contractKind
        ? (downline: Downline) =>
            `${agentPath('contracts')}?${new URLSearchParams({ downline: downline.id, kind: contractKind })}`
        : undefined,
    [contractKind],
  );
  const list = useInfiniteQuery(downlinesQuery(calls, token, search ? null : under, search));
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.rows) ?? [], [list.data]);
  // The list's call takes no order or status (issue 23 item 6): both apply here to the pages loaded so far, and
  // again to each page the scroll brings.
  const shownRows = useMemo(() => downlineView(rows, sort, filter), [rows, sort, filter]);
  const first = list.data?.pages[0];
  const narrowed = filter !== 'all' && !list.hasNextPage;

  // The URL changes once the tap's frame is painted: the history entry and the next level's render are not its delay.
  const afterNextPaint = useAfterNextPaint();
  const go = useCallback(
    (change: Record<string, string | null>, replace = false) =>
      afterNextPaint(() =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            for (const [key, value] of Object.entries(change)) {
              if (value) next.set(key, value);
              else next.delete(key);
            }
            return next;
          },
          { replace },
        ),
      ),
    [afterNextPaint, setParams],
  );
  const onOpen = useCallback((downline: Downline) => go({ [UNDER]: downline.id, [SEARCH]: null }), [go]);
  const onTransfer = useCallback((downline: Downline) => go({ [TRANSFER_TO]: downline.account }), [go]);
  // Issue 26 item 1: no agent-funded money under Brazil's rules (payments only from and to the player's own accounts).
  const brazil = useAtomValue(requiredConfigAtom).jurisdiction === 'BR';
  const transferMissing = useCallKnownMissing('downlineTransfer') || brazil;
  const profileMissing = useCallKnownMissing('downlineProfile');
  const profileHref = useCallback(
    (downline: Downline) => listHref(params, { [PROFILE]: downline.account, [TRANSFER_TO]: null }),
    [params],
  );
  const recipient =
    transferTo && !transferMissing
      ? (rows.find((row) => row.account === transferTo) ?? { account: transferTo })
      : null;
  // The list's call is a reading (issue 24 item 4): without it there is no team to show.
  if (list.isError && isCallMissing(list.error)) return <NotOfferedNote />;

  return (
    <div className={styles.page}>
      <DownlineList
        rows={shownRows}
        total={narrowed ? shownRows.length : (first?.total ?? 0)}
        status={loadStatusOf(list)}
        failure={failureKind(list.error)}
        onRetry={() => void list.refetch()}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        loadMoreFailed={list.isFetchNextPageError}
        onLoadMore={() => void list.fetchNextPage()}
        levels={search ? [] : (first?.levels ?? [])}
        search={search}
        onSearch={(account) => go({ [SEARCH]: account || null })}
        sort={sort}
        onSort={(next) => go({ [SORT]: next }, true)}
        filter={filter}
        onFilter={(next) => go({ [SHOW]: next === 'all' ? null : next }, true)}
        onOpen={onOpen}
        onLevel={(id) => go({ [UNDER]: id })}
        {...(transferMissing ? {} : { onTransfer })}
        contractHref={contractHref}
        {...(profileMissing ? {} : { profileHref })}
        renderLink={renderRouterLink}
        formats={formats}
      />
      {recipient ? (
        <DownlineTransferDialog downline={recipient} onClose={() => go({ [TRANSFER_TO]: null }, true)} />
      ) : null}
    </div>
  );
}
