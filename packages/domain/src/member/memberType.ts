import { AGENT_TYPES, TRIAL_TYPES } from '../constants.ts';

/** A member type as the gateway or session storage may carry it: a number, or its decimal string. */
export type MemberTypeInput = number | string | null | undefined;

function toMemberType(type: MemberTypeInput): number | null {
  if (typeof type === 'number') return Number.isInteger(type) ? type : null;
  if (typeof type === 'string' && /^\s*\d+\s*$/.test(type)) return Number(type);
  return null;
}

/** §6: agents are members of type 1, 2, 41 or 42. */
export function isAgentType(type: MemberTypeInput): boolean {
  const value = toMemberType(type);
  return value !== null && (AGENT_TYPES as readonly number[]).includes(value);
}

/** §3: trial accounts are members of type 4. */
export function isTrialType(type: MemberTypeInput): boolean {
  const value = toMemberType(type);
  return value !== null && (TRIAL_TYPES as readonly number[]).includes(value);
}

export interface LoginFlags {
  isAgent: boolean;
  isTrial: boolean;
}

/** §4 Login states: the agent and trial flags derived from the member type. */
export function loginFlags(memberType: MemberTypeInput): LoginFlags {
  return { isAgent: isAgentType(memberType), isTrial: isTrialType(memberType) };
}

export interface CentreAccessInput {
  isLogin: boolean;
  isTrial: boolean;
}

/**
 * What opening the member centre does (§4, §6): `open` for a logged-in non-trial user,
 * `login` (open the login popup) for an anonymous visitor, `need-real-account` ('in_need_true_account') for a trial.
 */
export type CentreAccess = 'open' | 'login' | 'need-real-account';

export function memberCentreAccess({ isLogin, isTrial }: CentreAccessInput): CentreAccess {
  if (!isLogin) return 'login';
  if (isTrial) return 'need-real-account';
  return 'open';
}

/** §4: the member centre opens only for logged-in non-trial users. */
export function canOpenMemberCentre(input: CentreAccessInput): boolean {
  return memberCentreAccess(input) === 'open';
}

/** §4 and §2 /agentHome: the agent centre opens only for logged-in non-trial agents. */
export function canOpenAgentCentre(input: CentreAccessInput & { isAgent: boolean }): boolean {
  return canOpenMemberCentre(input) && input.isAgent;
}
