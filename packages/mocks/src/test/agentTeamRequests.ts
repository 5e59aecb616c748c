import { addDays, todayIn } from '@sorte/domain/records-periods';
import type { EndpointName } from '@sorte/gateway';
import { DEMO_WITHDRAW_PASSWORD } from '../fixtures/accounts.ts';

// Requests of the agent team's calls that succeed for agente1 against a fresh db (schemas.test.ts round trip).
const today = todayIn(Date.now());

export const AGENT_TEAM_REQUESTS: Partial<Record<EndpointName, unknown>> = {
  teamOverview: { startDate: addDays(today, -30), endDate: today },
  downlineList: { parentId: '20002', pageNo: 1, pageSize: 50 },
  downlineProfile: { account: 'agente2', startDate: addDays(today, -29), endDate: today },
  downlineTransfer: { account: 'agente2', amount: 10, withdrawPassword: DEMO_WITHDRAW_PASSWORD },
};

/** The team's calls are agents' calls: they run as agente1. */
export const AGENT_TEAM_CALLER: Partial<Record<EndpointName, string>> = {
  teamOverview: 'agente1',
  downlineList: 'agente1',
  downlineProfile: 'agente1',
  downlineTransfer: 'agente1',
};
