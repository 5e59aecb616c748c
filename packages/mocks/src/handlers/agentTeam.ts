import { AGENT_TYPES } from '@sorte/domain/constants';
import {
  customRangeProblem,
  daysInRange,
  MAX_CUSTOM_RANGE_DAYS,
  todayIn,
} from '@sorte/domain/records-periods';
import {
  DownlineProfileQuerySchema,
  DownlineQuerySchema,
  endpoints,
  TeamOverviewQuerySchema,
} from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import {
  DOWNLINE_TRANSFER_REFUSALS,
  downlineList,
  downlineProfileOf,
  teamOverviewOf,
  transferToDownline,
} from '../agentTeam.ts';
import { CASHIER_REFUSALS, member, moneyCall } from './cashier.ts';
import { page, readQuery } from './query.ts';
import { endpointHandler, type HandlerContext, ok, readPayload, reject } from './respond.ts';

export const AGENT_TEAM_REFUSALS = {
  notAgent: { code: 'NOT_AGENT', message: 'Only agents have a team' },
  badRange: { code: 'INVALID_DATE_RANGE', message: 'The date range is not valid' },
  ...DOWNLINE_TRANSFER_REFUSALS,
} as const;

type Refusal = { code: string; message: string };
const refuse = (refusal: Refusal) => reject(refusal.message, null, refusal.code);

/** The team overview, the downline list, a downline's profile and the transfer to a downline (../agentTeam.ts). Agents only. */
export function agentTeamHandlers(ctx: HandlerContext): HttpHandler[] {
  const agent = (request: Request) => {
    const found = member(ctx, request);
    if ('response' in found) return found;
    if (!(AGENT_TYPES as readonly number[]).includes(found.who.type))
      return { response: refuse(AGENT_TEAM_REFUSALS.notAgent) };
    return found;
  };

  return [
    endpointHandler(ctx, 'teamOverview', ({ request }) => {
      const found = agent(request);
      if ('response' in found) return found.response;
      const query = readQuery(request, TeamOverviewQuerySchema);
      if (!query.ok) return query.response;
      const range = { start: query.data.startDate, end: query.data.endDate };
      // The comparison period may end before the custom range's limits would allow: only the length is checked.
      const problem = customRangeProblem(range, todayIn(ctx.db.now()));
      if ((problem && problem !== 'tooLong') || daysInRange(range) > MAX_CUSTOM_RANGE_DAYS)
        return refuse(AGENT_TEAM_REFUSALS.badRange);
      const { figures, days } = teamOverviewOf(ctx.db, found.who.id, range);
      return ok({ ...figures, days });
    }),

    endpointHandler(ctx, 'downlineList', ({ request }) => {
      const found = agent(request);
      if ('response' in found) return found.response;
      const query = readQuery(request, DownlineQuerySchema);
      if (!query.ok) return query.response;
      const { pageNo, pageSize, parentId, account } = query.data;
      const listed = downlineList(ctx.db, found.who.id, { parentId, account });
      if (!listed) return refuse(AGENT_TEAM_REFUSALS.notInTeam);
      const { items, totalPages } = page(listed.rows, pageNo, pageSize);
      return ok({ list: items, total: listed.rows.length, totalPages, levels: listed.levels });
    }),

    endpointHandler(ctx, 'downlineProfile', ({ request }) => {
      const found = agent(request);
      if ('response' in found) return found.response;
      const query = readQuery(request, DownlineProfileQuerySchema);
      if (!query.ok) return query.response;
      const { account, startDate, endDate } = query.data;
      const range = { start: startDate, end: endDate };
      const problem = customRangeProblem(range, todayIn(ctx.db.now()));
      if ((problem && problem !== 'tooLong') || daysInRange(range) > MAX_CUSTOM_RANGE_DAYS)
        return refuse(AGENT_TEAM_REFUSALS.badRange);
      const profile = downlineProfileOf(ctx.db, found.who.id, account, range);
      if (!profile) return refuse(AGENT_TEAM_REFUSALS.notInTeam);
      // Our spelling of the answer: the figures beside the row, one contract list with each one's status.
      const { figures, contracts, pendingContracts, ...member } = profile;
      return ok({
        ...member,
        ...figures,
        contracts: [
          ...contracts.map((contract) => ({ ...contract, status: 'ACTIVE' })),
          ...pendingContracts.map((contract) => ({ ...contract, status: 'PENDING' })),
        ],
      });
    }),

    endpointHandler(ctx, 'downlineTransfer', async ({ request }) => {
      const found = agent(request);
      if ('response' in found) return found.response;
      const { who } = found;
      const payload = await readPayload(ctx, request, endpoints.downlineTransfer.request);
      if (!payload.ok) return payload.response;
      const { account, amount, withdrawPassword } = payload.data;
      return moneyCall(ctx, request, who, 'downlineTransfer', payload.data, () => {
        if (who.withdrawPassword === undefined) return refuse(CASHIER_REFUSALS.noWithdrawPassword);
        if (withdrawPassword !== who.withdrawPassword) return refuse(CASHIER_REFUSALS.wrongWithdrawPassword);
        const refusal = transferToDownline(ctx.db, who, account, amount);
        if (refusal === 'insufficient') return refuse(CASHIER_REFUSALS.insufficient);
        if (refusal) return refuse(AGENT_TEAM_REFUSALS[refusal]);
        return ok({ balance: who.balance });
      });
    }),
  ];
}
