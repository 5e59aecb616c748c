import type { EndpointName } from '@sorte/gateway';
import type { MockDb } from '../db.ts';

// Requests for the schema test (src/schemas.test.ts): the agent centre's announcements and downline registration.

export const AGENT_HOME_REQUESTS: Partial<Record<EndpointName, unknown>> = {
  registerDownline: {
    username: 'novato77',
    password: 'Senha1234',
    confirmPassword: 'Senha1234',
    nickname: 'Novato',
  },
};

/** The schema test asks as jogador01: these calls are an agent's, so it becomes one. */
const asAgent = (db: MockDb) => {
  db.findAccount('jogador01')!.type = 1;
};

export const AGENT_HOME_PREPARE: Partial<Record<EndpointName, (db: MockDb) => void>> = {
  agentAnnouncements: asAgent,
  registerDownline: asAgent,
};
