import { describe, expect, it } from 'vitest';
import {
  nonAgentsCannotLoginMessage,
  nonMemberCannotLoginMessage,
  onlyAgentsMessage,
} from '../errors/gatewayErrors.ts';
import {
  agentHomeAccess,
  agentLoginDecision,
  agentLoginNotice,
  type FeatureAccess,
  featureAccess,
  needRealAccountMessage,
  routeAfterLogout,
  type TrialRestrictedFeature,
} from './accountAccess.ts';

describe('§6 agent sign-in at /agent', () => {
  it("the form says 'Only agents can log in'", () => {
    expect(agentLoginNotice).toBe(onlyAgentsMessage);
  });

  it.each([1, 2, 41, 42, '41', ' 2 '])('agent type %j goes to /agentHome', (type) => {
    expect(agentLoginDecision(type)).toEqual({ allowed: true, next: 'agentHome' });
  });

  it.each([0, 3, 5, 40, 43, '0', null, undefined, 'agent', 1.5])(
    "type %j is refused: 'Non-agents cannot log in'",
    (type) => {
      expect(agentLoginDecision(type)).toEqual({
        allowed: false,
        reason: 'non-agent',
        message: nonAgentsCannotLoginMessage,
      });
    },
  );

  it.each([4, '4'])(
    "a trial account (type %j) is a non-member: 'Non-member account unable to login'",
    (type) => {
      expect(agentLoginDecision(type)).toEqual({
        allowed: false,
        reason: 'non-member',
        message: nonMemberCannotLoginMessage,
      });
    },
  );

  it.each([
    [{ isLogin: true, isAgent: true, isTrial: false }, 'allow'],
    [{ isLogin: true, isAgent: false, isTrial: false }, 'redirect-to-agent-login'],
    [{ isLogin: false, isAgent: false, isTrial: false }, 'redirect-to-agent-login'],
    [{ isLogin: false, isAgent: true, isTrial: false }, 'redirect-to-agent-login'],
    [{ isLogin: true, isAgent: true, isTrial: true }, 'redirect-to-agent-login'],
  ] as const)('/agentHome with %j → %s', (flags, expected) => {
    expect(agentHomeAccess(flags)).toBe(expected);
  });

  it('logout from the agent centre returns to /agent, otherwise to /', () => {
    expect(routeAfterLogout(true)).toBe('agent');
    expect(routeAfterLogout(false)).toBe('home');
  });
});

describe('§6 trial account restrictions (in_need_true_account)', () => {
  const FEATURES: TrialRestrictedFeature[] = [
    'start-game',
    'member-centre',
    'agent-centre',
    'unread-messages',
  ];
  const anonymous = { isLogin: false, isTrial: false };
  const trial = { isLogin: true, isTrial: true };
  const player = { isLogin: true, isTrial: false, isAgent: false };
  const agent = { isLogin: true, isTrial: false, isAgent: true };

  it.each<[TrialRestrictedFeature, FeatureAccess, FeatureAccess, FeatureAccess, FeatureAccess]>([
    // feature, anonymous, trial, player, agent
    ['start-game', 'login', 'need-real-account', 'allow', 'allow'],
    ['member-centre', 'login', 'need-real-account', 'allow', 'allow'],
    ['agent-centre', 'login', 'need-real-account', 'skip', 'allow'],
    ['unread-messages', 'skip', 'skip', 'allow', 'allow'],
  ])('%s: anonymous %s, trial %s, player %s, agent %s', (feature, a, t, p, g) => {
    expect(featureAccess(feature, anonymous)).toBe(a);
    expect(featureAccess(feature, trial)).toBe(t);
    expect(featureAccess(feature, player)).toBe(p);
    expect(featureAccess(feature, agent)).toBe(g);
  });

  it('a trial account never gets any restricted feature', () => {
    for (const feature of FEATURES)
      expect(featureAccess(feature, { ...trial, isAgent: true })).not.toBe('allow');
  });

  it('the in_need_true_account text is a pt source text', () => {
    expect(needRealAccountMessage.message).toMatch(/conta real/);
  });
});
