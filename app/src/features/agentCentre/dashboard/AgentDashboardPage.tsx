import {
  agentDashboardOf,
  type Contract,
  type ContractAction,
  type Downline,
  previousRange,
  todayIn,
} from '@sorte/domain';
import { AgentDashboard } from '@sorte/ui/agent';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { agentPath } from '../../../agentPaths.ts';
import { renderRouterLink } from '../../../layout/renderRouterLink.tsx';
import { failureKind } from '../../../lib/errors/index.ts';
import { loadStatusOf } from '../../../lib/loadStatus.ts';
import { useCallKnownMissing } from '../../../lib/missingCall/missingCall.ts';
import { useRecordFormats } from '../../../lib/recordList/useRecordFormats.ts';
import { memberAtom, sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { useAllContracts } from '../contracts/api.ts';
import { useContractAnswers } from '../contracts/contractAnswerNotices.ts';
import { contractCallsAtom } from '../contracts/contractsGateway.ts';
import { useContractActions } from '../contracts/useContractActions.ts';
import { agentTeamCallsAtom } from '../team/agentTeamGateway.ts';
import { downlinesQuery, teamOverviewQuery } from '../team/api.ts';

/** A newest downline's profile: the downline list with its profile open (issue 23 item 6). */
const profileHref = (downline: Downline) =>
  `${agentPath('downlineManagmentView')}?profile=${encodeURIComponent(downline.account)}`;

const LINKS = {
  team: agentPath('agentTeamOverview'),
  contracts: agentPath('contracts'),
  downlines: agentPath('downlineManagmentView'),
};

/**
 * /agentHome (issue 23): the agent's landing, from the calls the agent centre already makes: today's and
 * yesterday's team figures, every kind's contracts, and the first page of the agent's own downlines.
 */
export function AgentDashboardPage() {
  const token = useAtomValue(sessionTokenAtom);
  const member = useAtomValue(memberAtom);
  const teamCalls = useAtomValue(agentTeamCallsAtom);
  const contractCalls = useAtomValue(contractCallsAtom);
  const formats = useRecordFormats();
  const [today] = useState(() => todayIn(Date.now()));
  const ranges = useMemo(() => {
    const day = { start: today, end: today };
    return { day, before: previousRange(day) };
  }, [today]);
  const figures = useQuery(teamOverviewQuery(teamCalls, token, ranges.day));
  const yesterday = useQuery(teamOverviewQuery(teamCalls, token, ranges.before));
  const contracts = useAllContracts(contractCalls, token);
  const downlines = useInfiniteQuery(downlinesQuery(teamCalls, token, null, ''));
  const firstPage = downlines.data?.pages[0]?.rows;
  const memberId = member?.id ?? '';
  const data = useMemo(
    () =>
      contracts.status === 'ready' && firstPage && memberId !== ''
        ? agentDashboardOf(contracts.contracts, firstPage, memberId)
        : undefined,
    [contracts.status, contracts.contracts, firstPage, memberId],
  );
  // The shell finds the answers and shows their toasts (ContractAnswerHost); the alerts list the recent ones.
  const { recent: answers } = useContractAnswers(memberId);
  const { act } = useContractActions();
  const [acting, setActing] = useState<string | null>(null);
  const answer = (contract: Contract, action: ContractAction) => {
    setActing(contract.id);
    void act(contract, action)
      .catch(() => undefined)
      .finally(() => setActing(null));
  };
  const dashboardFailed = contracts.status === 'error' || downlines.isError;
  const profileMissing = useCallKnownMissing('downlineProfile');
  return (
    <AgentDashboard
      memberId={memberId}
      today={{
        status: loadStatusOf(figures),
        ...(figures.data ? { overview: figures.data } : {}),
        ...(yesterday.data ? { yesterday: yesterday.data.figures } : {}),
        ...(figures.isError ? { failure: failureKind(figures.error) } : {}),
      }}
      dashboard={{
        status: dashboardFailed ? 'error' : data ? 'ready' : 'loading',
        ...(data ? { data } : {}),
        ...(dashboardFailed ? { failure: failureKind(downlines.error) } : {}),
      }}
      answers={answers}
      onRetry={() => {
        void figures.refetch();
        void contracts.refetch();
        void downlines.refetch();
      }}
      onAct={answer}
      acting={acting}
      links={LINKS}
      {...(profileMissing ? {} : { profileHref })}
      renderLink={renderRouterLink}
      formats={formats}
    />
  );
}
