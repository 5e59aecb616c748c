import { useLingui } from '@lingui/react/macro';
import { previousRange, type TeamFigures, type TeamOverview as TeamOverviewData } from '@sorte/domain';
import { TeamOverview, useTeamFigureLabels } from '@sorte/ui/agent';
import { type CsvExportOutcome, ExportCsvButton, RecordFilters } from '@sorte/ui/records';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { formatLocaleAtom } from '../../../i18n/formats.ts';
import { failureKind } from '../../../lib/errors/index.ts';
import { loadStatusOf } from '../../../lib/loadStatus.ts';
import { isCallMissing } from '../../../lib/missingCall/missingCall.ts';
import { NotOfferedNote } from '../../../lib/missingCall/NotOfferedNote.tsx';
import { csvFileName, downloadCsv } from '../../../lib/recordList/csvExport.ts';
import { useRecordFilter } from '../../../lib/recordList/useRecordFilter.ts';
import { useRecordFormats } from '../../../lib/recordList/useRecordFormats.ts';
import { sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { agentTeamCallsAtom } from './agentTeamGateway.ts';
import { teamOverviewQuery } from './api.ts';
import * as styles from './team.css.ts';
import { teamOverviewCsv } from './teamOverviewCsv.ts';
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
  const exporter = useOverviewExport(current.data, previous.data?.figures);
  // A reading (issue 24 item 4): a gateway without it has no team figures to show.
  if (current.isError && isCallMissing(current.error)) return <NotOfferedNote />;
  return (
    <div className={styles.page}>
      <RecordFilters value={shownFilter} today={today} onChange={choose} />
      <ExportCsvButton
        onExport={exporter.run}
        total={current.data?.days.length ?? 0}
        outcome={exporter.outcome}
      />
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

/** Issue 23 item 6: the figures shown (and the period before, once read) and each day, as a CSV download. */
function useOverviewExport(overview: TeamOverviewData | undefined, previous: TeamFigures | undefined) {
  const { t } = useLingui();
  const figures = useTeamFigureLabels();
  const locale = useAtomValue(formatLocaleAtom);
  // The note of a download is about the overview it wrote: another period shown, it goes.
  const [exported, setExported] = useState<TeamOverviewData | null>(null);
  const run = () => {
    if (!overview) return;
    const text = {
      figures,
      figure: t`Indicador`,
      period: t`Período`,
      previous: t`Período anterior`,
      day: t`Dia`,
      validBets: t`Apostas válidas`,
      income: t`Receita`,
    };
    downloadCsv(
      teamOverviewCsv(overview, previous, text, locale),
      csvFileName('visao-geral-equipe', overview.range),
    );
    setExported(overview);
  };
  const outcome: CsvExportOutcome | null =
    overview && exported === overview ? { kind: 'done', exported: overview.days.length } : null;
  return { run, outcome };
}
