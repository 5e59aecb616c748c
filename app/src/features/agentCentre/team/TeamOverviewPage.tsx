import { previousRange } from '@sorte/domain';
import { TeamOverview } from '@sorte/ui/agent';
import { RecordFilters } from '@sorte/ui/records';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { loadStatusOf } from '../../../lib/loadStatus.ts';
import { isCallMissing } from '../../../lib/missingCall/missingCall.ts';
import { NotOfferedNote } from '../../../lib/missingCall/NotOfferedNote.tsx';
import { useRecordFilter } from '../../../lib/recordList/useRecordFilter.ts';
import { useRecordFormats } from '../../../lib/recordList/useRecordFormats.ts';
import { sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { failureKind } from '../../errors/index.ts';
import { agentTeamCallsAtom } from './agentTeamGateway.ts';
import { teamOverviewQuery } from './api.ts';
import * as styles from './team.css.ts';
import { useChoiceFirst } from './useChoiceFirst.ts';

const NO_SELECTS = {};

/** §2 agentTeamOverview: the period (in the URL) and the team's figures against the period before it. */
export function TeamOverviewPage() {
  const calls = useAtomValue(agentTeamCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const formats = useRecordFormats();
  const { filter, range, today, setFilter } = useRecordFilter(NO_SELECTS);
  const [shownFilter, choose] = useChoiceFirst(filter, setFilter);
  const before = useMemo(() => previousRange(range), [range]);
  const current = useQuery(teamOverviewQuery(calls, token, range));
  const previous = useQuery(teamOverviewQuery(calls, token, before));
  const { refetch: readCurrent } = current;
  const { refetch: readPrevious, isError: previousFailed } = previous;
  // Stable, so the (memoised) overview is not drawn again while only the select changes.
  const retry = useCallback(() => {
    void readCurrent();
    if (previousFailed) void readPrevious();
  }, [readCurrent, readPrevious, previousFailed]);
  // A reading (issue 24 item 4): a gateway without it has no team figures to show.
  if (current.isError && isCallMissing(current.error)) return <NotOfferedNote />;
  return (
    <div className={styles.page}>
      <RecordFilters value={shownFilter} today={today} onChange={choose} />
      <TeamOverview
        status={loadStatusOf(current)}
        {...(current.data ? { overview: current.data } : {})}
        {...(previous.data ? { previous: previous.data.figures } : {})}
        formats={formats}
        failure={failureKind(current.error)}
        onRetry={retry}
      />
    </div>
  );
}
