import { type AccountCalls, accountCalls } from './accountClient.ts';
import { type AccountPagesCalls, accountPagesCalls } from './accountPagesClient.ts';
import { type AccountSecurityCalls, accountSecurityCalls } from './accountSecurityClient.ts';
import { type AgentHomeCalls, agentHomeCalls } from './agentHomeClient.ts';
import { type AgentReportsCalls, agentReportsCalls } from './agentReportsClient.ts';
import { type AgentTeamCalls, agentTeamCalls } from './agentTeamClient.ts';
import { type CashierCalls, cashierCalls } from './cashierClient.ts';
import {
  type CoreGatewayClient,
  createClientOver,
  type EndpointTable,
  type GatewayClientOptions,
} from './client.ts';
import { type ContractsCalls, contractsCalls } from './contractsClient.ts';
import { endpoints } from './endpoints.ts';
import { type LobbyCalls, lobbyCalls } from './lobbyClient.ts';
import { type PausesCalls, pausesCalls } from './pausesClient.ts';
import { type PlayerLimitsCalls, playerLimitsCalls } from './playerLimitsClient.ts';
import { type PointsCalls, pointsCalls } from './pointsClient.ts';
import { type RecordsCalls, recordsCalls } from './recordsClient.ts';
import { type RewardsCalls, rewardsCalls } from './rewardsClient.ts';
import { type PlaySessionCalls, playSessionCalls } from './sessionSummaryClient.ts';

/** Every call of the contract: the core calls plus the account, games, lottery, content and chat groups. */
export interface GatewayClient extends CoreGatewayClient {
  /** Register, registration SMS, free play, forgot password, member icon (./accountClient.ts). */
  account: AccountCalls;
  /** Games, lottery, content and chat calls (./lobbyClient.ts). */
  games: LobbyCalls['games'];
  lottery: LobbyCalls['lottery'];
  content: LobbyCalls['content'];
  chat: LobbyCalls['chat'];
  /** The point mall's calls (./pointsClient.ts). */
  points: PointsCalls;
  /** Wallets, deposit, withdraw, withdrawal confirmation, transfer to upline (./cashierClient.ts). */
  cashier: CashierCalls;
  /** The member centre's records and manual rebate (./recordsClient.ts). */
  records: RecordsCalls;
  /** Reward centre, missions and messages (./rewardsClient.ts). */
  rewards: RewardsCalls;
  /** Referral and feedback (./accountPagesClient.ts). */
  accountPages: AccountPagesCalls;
  /** The security centre's login history, sessions and personal data (./accountSecurityClient.ts). */
  accountSecurity: AccountSecurityCalls;
  /** The limits centre's calls (./playerLimitsClient.ts). */
  playerLimits: PlayerLimitsCalls;
  /** Take a break and self-exclusion (./pausesClient.ts). */
  pauses: PausesCalls;
  /** The session clock's figures and the reality check's interval (./sessionSummaryClient.ts). */
  playSession: PlaySessionCalls;
  /** The agent's team overview, downlines and transfer to a downline (./agentTeamClient.ts). */
  agentTeam: AgentTeamCalls;
  /** The agent centre's reports (./agentReportsClient.ts). */
  agentReports: AgentReportsCalls;
  /** The agent centre's announcements and downline registration (./agentHomeClient.ts). */
  agentHome: AgentHomeCalls;
  /** The agent's salary and dividend contracts (./contractsClient.ts). */
  contracts: ContractsCalls;
}

/** The whole client. The site's entry uses `createCoreGatewayClient` and loads feature groups with their pages. */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const core = createClientOver(endpoints as EndpointTable, options);
  return {
    ...core,
    account: accountCalls(core.call),
    points: pointsCalls(core.call),
    cashier: cashierCalls(core.call),
    records: recordsCalls(core.call),
    rewards: rewardsCalls(core.call),
    accountPages: accountPagesCalls(core.call),
    accountSecurity: accountSecurityCalls(core.call),
    playerLimits: playerLimitsCalls(core.call),
    pauses: pausesCalls(core.call),
    playSession: playSessionCalls(core.call),
    agentTeam: agentTeamCalls(core.call),
    agentReports: agentReportsCalls(core.call),
    agentHome: agentHomeCalls(core.call),
    contracts: contractsCalls(core.call),
    ...lobbyCalls(core.call, { merchantCode: options.merchantCode, language: options.language }),
  };
}
