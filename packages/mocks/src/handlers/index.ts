import type { EndpointName } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import { cashierControlHandler } from '../cashierControl.ts';
import type { MockDb } from '../db.ts';
import { accountHandlers } from './account.ts';
import { accountPagesHandlers } from './accountPages.ts';
import { accountSecurityHandlers } from './accountSecurity.ts';
import { agentHomeHandlers } from './agentHome.ts';
import { agentReportsHandlers } from './agentReports.ts';
import { agentTeamHandlers } from './agentTeam.ts';
import { captchaHandlers } from './captcha.ts';
import { cashierHandlers } from './cashier.ts';
import { contentHandlers } from './content.ts';
import { contractsHandlers } from './contracts.ts';
import { gameHandlers } from './games.ts';
import { lotteryHandlers } from './lottery.ts';
import { memberHandlers } from './member.ts';
import { memberProgressHandlers } from './memberProgress.ts';
import { pausesHandlers } from './pauses.ts';
import { playerLimitsHandlers } from './playerLimits.ts';
import { pointsHandlers } from './points.ts';
import { recordsHandlers } from './records.ts';
import { DEMO_ENCRYPTION_KEY, type HandlerContext } from './respond.ts';
import { rewardsHandlers } from './rewards.ts';
import { sessionHandlers } from './session.ts';
import { sessionSummaryHandlers } from './sessionSummary.ts';
import { systemHandlers } from './system.ts';
import { twoStepHandlers } from './twoStep.ts';
import { verificationHandlers } from './verification.ts';
import { walletHandlers } from './wallet.ts';

export interface CreateHandlersOptions {
  /** The gateway baseUrl the client uses: '' or '/gw' match any origin; an absolute URL only itself. */
  baseUrl: string;
  /** Key for 'aes-256-gcm' payloads (default DEMO_ENCRYPTION_KEY). Plain payloads always work. */
  encryptionKey?: string;
  /** Mirror of the client's `endpointOverrides` (e.g. the permission path). */
  paths?: Partial<Record<EndpointName, string>>;
}

/** Every happy-path handler over `db` (one module per resource). */
export function createHandlers(db: MockDb, options: CreateHandlersOptions): HttpHandler[] {
  const ctx: HandlerContext = {
    db,
    baseUrl: options.baseUrl,
    encryptionKey: options.encryptionKey ?? DEMO_ENCRYPTION_KEY,
    paths: options.paths ?? {},
  };
  return [
    ...systemHandlers(ctx),
    ...captchaHandlers(ctx),
    ...sessionHandlers(ctx),
    ...verificationHandlers(ctx),
    ...memberHandlers(ctx),
    ...walletHandlers(ctx),
    ...cashierHandlers(ctx),
    ...accountHandlers(ctx),
    ...gameHandlers(ctx),
    ...lotteryHandlers(ctx),
    ...contentHandlers(ctx),
    ...pointsHandlers(ctx),
    ...recordsHandlers(ctx),
    ...rewardsHandlers(ctx),
    ...memberProgressHandlers(ctx),
    ...accountPagesHandlers(ctx),
    ...accountSecurityHandlers(ctx),
    ...pausesHandlers(ctx),
    ...twoStepHandlers(ctx),
    ...playerLimitsHandlers(ctx),
    ...sessionSummaryHandlers(ctx),
    ...agentTeamHandlers(ctx),
    ...agentReportsHandlers(ctx),
    ...agentHomeHandlers(ctx),
    ...contractsHandlers(ctx),
    // Mock-only: the cashier's back office (credit a deposit, approve a withdrawal …), see ../cashierControl.ts.
    cashierControlHandler(db),
  ];
}

export {
  ACCOUNT_MESSAGES,
  FREE_PLAY_BALANCE,
  FREE_PLAY_NICKNAME,
  INVITATION_CODE_ERROR,
  registrationNeedsSmsCode,
  ruleAccepts,
} from './account.ts';
export { FEEDBACK_MESSAGES, WITHDRAW_PASSWORD_MESSAGES } from './accountPages.ts';
export { AGENT_TEAM_REFUSALS } from './agentTeam.ts';
export { CASHIER_REFUSALS } from './cashier.ts';
export { CONTENT_MESSAGES } from './content.ts';
export { CONTRACT_REFUSALS } from './contracts.ts';
export { GAME_MESSAGES, HOT_GAMES_LIMIT, LAUNCH_HOST } from './games.ts';
export { LOTTERY_MESSAGES } from './lottery.ts';
export {
  CHANGE_PASSWORD_MESSAGES,
  memberInfoView,
  NEW_PASSWORD_RULE,
  newPasswordFormatOk,
} from './member.ts';
export { givePause, PAUSE_REFUSALS } from './pauses.ts';
export { LIMIT_REFUSALS } from './playerLimits.ts';
export { POINTS_MESSAGES } from './points.ts';
export { DEMO_ENCRYPTION_KEY, type HandlerContext } from './respond.ts';
export { REWARDS_REFUSALS } from './rewards.ts';
export {
  SECOND_VERIFICATION_CODE,
  SECOND_VERIFICATION_MESSAGES,
  secondVerificationGate,
} from './secondVerification.ts';
export { LOGIN_MESSAGES } from './session.ts';
export { REALITY_CHECK_REFUSALS } from './sessionSummary.ts';
export { TWO_STEP_REFUSALS } from './twoStep.ts';
export { balanceView } from './wallet.ts';
