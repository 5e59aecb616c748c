import type { DownlineProfile, TeamOverview } from '@sorte/domain/agent-team';
import type { DateRange } from '@sorte/domain/records-periods';
import { IDEMPOTENCY_KEY_HEADER, type MoneyCallOptions } from './cashierClient.ts';
import type { CallOptions, CoreGatewayClient as GatewayClient } from './client.ts';
import {
  type DownlineAnswer,
  type DownlineQueryParams,
  type DownlineTransferRequest,
  teamOverviewOf,
} from './schemas/agentTeam.ts';
import type { BalancesAfter } from './schemas/cashier.ts';

/** One page of the downline list: a level of the team (`parentId`) or a search of the whole team (`account`). */
export interface DownlineQuery {
  parentId?: string;
  account?: string;
  pageNo: number;
  pageSize: number;
}

/** `client.agentTeam`: the team overview, the downline list, a downline's profile and the transfer to a downline. */
export interface AgentTeamCalls {
  /** agentTeamOverview: the team's figures of the range and each of its days. */
  overview(range: DateRange, options?: CallOptions): Promise<TeamOverview>;
  /** downlineManagmentView: one page of downlines, with the levels down to the listed one. */
  downlines(query: DownlineQuery, options?: CallOptions): Promise<DownlineAnswer>;
  /** Issue 23 item 6: one downline's profile, its figures over `range` and its contracts (a reading). */
  profile(account: string, range: DateRange, options?: CallOptions): Promise<DownlineProfile>;
  /** §6 Agent transfer to downline (encrypted, with the withdraw password). Never retried: pass the intent's key. */
  transferToDownline(body: DownlineTransferRequest, options: MoneyCallOptions): Promise<BalancesAfter>;
}

function downlineParams({ parentId, account, pageNo, pageSize }: DownlineQuery): DownlineQueryParams {
  const params: DownlineQueryParams = { pageNo, pageSize };
  if (parentId) params.parentId = parentId;
  if (account?.trim()) params.account = account.trim();
  return params;
}

export function agentTeamCalls(call: GatewayClient['call']): AgentTeamCalls {
  return {
    overview: async (range, o) =>
      teamOverviewOf(range, await call('teamOverview', { startDate: range.start, endDate: range.end }, o)),
    downlines: (query, o) => call('downlineList', downlineParams(query), o),
    profile: (account, range, o) =>
      call('downlineProfile', { account, startDate: range.start, endDate: range.end }, o),
    transferToDownline: (body, { idempotencyKey, ...o }) =>
      call('downlineTransfer', body, { ...o, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
  };
}
