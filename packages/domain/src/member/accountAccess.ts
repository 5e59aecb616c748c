import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  nonAgentsCannotLoginMessage,
  nonMemberCannotLoginMessage,
  onlyAgentsMessage,
} from '../errors/gatewayErrors.ts';
import { isAgentType, isTrialType, type MemberTypeInput } from './memberType.ts';

/**
 * 'This feature needs a real account. Register or log in with your account.'
 * The text shown for 'in_need_true_account' (§6 Trial account, §8), with a confirm button.
 */
export const needRealAccountMessage = msg`Este recurso precisa de uma conta real. Cadastre-se ou entre com sua conta.`;

/** §6: the notice on the agent-only login form at /agent ('Only agents can log in'). */
export const agentLoginNotice: MessageDescriptor = onlyAgentsMessage;

export type AgentLoginDecision =
  | { allowed: true; next: 'agentHome' }
  | { allowed: false; reason: 'non-agent' | 'non-member'; message: MessageDescriptor };

/**
 * §6 agent sign-in at /agent, decided on the member type of the account that just logged in:
 * an agent (1, 2, 41, 42) goes to /agentHome; a trial account is not a member ('Non-member account unable
 * to login'); any other member is a non-agent ('Non-agents cannot log in'). When refused, the app logs the
 * session out again.
 */
export function agentLoginDecision(memberType: MemberTypeInput): AgentLoginDecision {
  if (isAgentType(memberType)) return { allowed: true, next: 'agentHome' };
  if (isTrialType(memberType)) {
    return { allowed: false, reason: 'non-member', message: nonMemberCannotLoginMessage };
  }
  return { allowed: false, reason: 'non-agent', message: nonAgentsCannotLoginMessage };
}

export interface SessionFlags {
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
}

/** §2 /agentHome: only a logged-in, non-trial agent stays; anyone else is sent to /agent. */
export function agentHomeAccess(flags: SessionFlags): 'allow' | 'redirect-to-agent-login' {
  return flags.isLogin && flags.isAgent && !flags.isTrial ? 'allow' : 'redirect-to-agent-login';
}

/** §2: logout from the agent centre returns to /agent (the agent login); from anywhere else to / (home). */
export function routeAfterLogout(fromAgentCentre: boolean): 'agent' | 'home' {
  return fromAgentCentre ? 'agent' : 'home';
}

/** Features a trial account is kept from (§6). */
export type TrialRestrictedFeature = 'start-game' | 'member-centre' | 'agent-centre' | 'unread-messages';

/**
 * - `allow`: go ahead;
 * - `login`: anonymous, open the login popup (§6 Anonymous visitor);
 * - `need-real-account`: show 'in_need_true_account' with a confirm button;
 * - `skip`: do nothing, silently (a trial account's unread messages are not loaded).
 */
export type FeatureAccess = 'allow' | 'login' | 'need-real-account' | 'skip';

/** §6 Trial account: blocked from starting games, the member and agent centres, and unread messages. */
export function featureAccess(
  feature: TrialRestrictedFeature,
  flags: Pick<SessionFlags, 'isLogin' | 'isTrial'> & { isAgent?: boolean },
): FeatureAccess {
  if (!flags.isLogin) return feature === 'unread-messages' ? 'skip' : 'login';
  if (flags.isTrial) return feature === 'unread-messages' ? 'skip' : 'need-real-account';
  if (feature === 'agent-centre' && flags.isAgent !== true) return 'skip';
  return 'allow';
}
