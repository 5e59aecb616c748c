import type * as v from 'valibot';
import { accountEndpoints } from './accountEndpoints.ts';
import { accountPagesEndpoints } from './accountPagesEndpoints.ts';
import { accountSecurityEndpoints } from './accountSecurityEndpoints.ts';
import { agentHomeEndpoints } from './agentHomeEndpoints.ts';
import { agentReportsEndpoints } from './agentReportsEndpoints.ts';
import { agentTeamEndpoints } from './agentTeamEndpoints.ts';
import { cashierEndpoints } from './cashierEndpoints.ts';
import { contractsEndpoints } from './contractsEndpoints.ts';
import { coreEndpoints } from './coreEndpoints.ts';
import { lobbyEndpoints } from './lobbyEndpoints.ts';
import { memberProgressEndpoints } from './memberProgressEndpoints.ts';
import { pausesEndpoints } from './pausesEndpoints.ts';
import { playerLimitsEndpoints } from './playerLimitsEndpoints.ts';
import { pointsEndpoints } from './pointsEndpoints.ts';
import { recordsEndpoints } from './recordsEndpoints.ts';
import { rewardsEndpoints } from './rewardsEndpoints.ts';
import { sessionSummaryEndpoints } from './sessionSummaryEndpoints.ts';

export * from './coreEndpoints.ts';

/** The one table of gateway endpoints: path, method, modId, policy and schemas. */
export const endpoints = {
  // Account calls (register, registration SMS, free play, forgot password, member icon): ./accountEndpoints.ts
  ...accountEndpoints,
  // Games, lottery and content calls: ./lobbyEndpoints.ts
  ...lobbyEndpoints,
  // The point mall's calls (PTSYS3): ./pointsEndpoints.ts
  ...pointsEndpoints,
  // Wallets, deposit, withdraw, withdrawal confirmation, transfer to upline: ./cashierEndpoints.ts
  ...cashierEndpoints,
  // The member centre's records and manual rebate: ./recordsEndpoints.ts
  ...recordsEndpoints,
  // Reward centre, missions and messages: ./rewardsEndpoints.ts
  ...rewardsEndpoints,
  // Referral and feedback: ./accountPagesEndpoints.ts
  ...accountPagesEndpoints,
  // The security centre's login history, sessions and personal data: ./accountSecurityEndpoints.ts
  ...accountSecurityEndpoints,
  // The limits centre's limits (readings): ./playerLimitsEndpoints.ts
  ...playerLimitsEndpoints,
  // Take a break and self-exclusion (readings): ./pausesEndpoints.ts
  ...pausesEndpoints,
  // The session clock's figures and the reality check's interval (readings): ./sessionSummaryEndpoints.ts
  ...sessionSummaryEndpoints,
  // The VIP page's progress and benefits, the referral page's invited friends: ./memberProgressEndpoints.ts
  ...memberProgressEndpoints,
  // The agent's team overview, downline list and transfer to a downline: ./agentTeamEndpoints.ts
  ...agentTeamEndpoints,
  // The agent centre's reports: ./agentReportsEndpoints.ts
  ...agentReportsEndpoints,
  // The agent centre's announcements and downline registration: ./agentHomeEndpoints.ts
  ...agentHomeEndpoints,
  // The agent's salary and dividend contracts: ./contractsEndpoints.ts
  ...contractsEndpoints,
  ...coreEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];

type RequestSchemaOf<N extends EndpointName> = Endpoints[N]['request'];
/** What a caller passes (valibot input type of the request schema; `undefined` when the call has no body). */
export type EndpointInput<N extends EndpointName> =
  RequestSchemaOf<N> extends v.GenericSchema ? v.InferInput<RequestSchemaOf<N>> : undefined;
/** What a caller gets back (normalised output of the response schema). */
export type EndpointOutput<N extends EndpointName> = v.InferOutput<Endpoints[N]['response']>;
