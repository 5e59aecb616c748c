import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canOpenAgentCentre,
  canOpenMemberCentre,
  isAgentType,
  isTrialType,
  loginFlags,
  memberCentreAccess,
} from './memberType.ts';

describe('§6 Agent: member types 1, 2, 41 and 42 are agents; §3 type 4 is trial', () => {
  it.each([
    [1, { isAgent: true, isTrial: false }],
    [2, { isAgent: true, isTrial: false }],
    [41, { isAgent: true, isTrial: false }],
    [42, { isAgent: true, isTrial: false }],
    [4, { isAgent: false, isTrial: true }],
    [0, { isAgent: false, isTrial: false }],
    [3, { isAgent: false, isTrial: false }],
    [40, { isAgent: false, isTrial: false }],
    [43, { isAgent: false, isTrial: false }],
    [-1, { isAgent: false, isTrial: false }],
    [1.5, { isAgent: false, isTrial: false }],
    [Number.NaN, { isAgent: false, isTrial: false }],
    ['41', { isAgent: true, isTrial: false }],
    [' 4 ', { isAgent: false, isTrial: true }],
    ['', { isAgent: false, isTrial: false }],
    ['1e0', { isAgent: false, isTrial: false }],
    ['agent', { isAgent: false, isTrial: false }],
    [null, { isAgent: false, isTrial: false }],
    [undefined, { isAgent: false, isTrial: false }],
  ] as const)('type %j gives %j', (type, flags) => {
    expect(loginFlags(type)).toEqual(flags);
    expect(isAgentType(type)).toBe(flags.isAgent);
    expect(isTrialType(type)).toBe(flags.isTrial);
  });

  it('no member type is both agent and trial (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string(), fc.double()), (type) => {
        const { isAgent, isTrial } = loginFlags(type);
        expect(isAgent && isTrial).toBe(false);
      }),
    );
  });
});

describe('§4 Member centre and agent centre: open only for logged-in non-trial users', () => {
  it.each([
    [{ isLogin: false, isTrial: false }, 'login'],
    [{ isLogin: false, isTrial: true }, 'login'],
    [{ isLogin: true, isTrial: true }, 'need-real-account'],
    [{ isLogin: true, isTrial: false }, 'open'],
  ] as const)('%j → %s (§6: anonymous opens login, trial gets in_need_true_account)', (input, access) => {
    expect(memberCentreAccess(input)).toBe(access);
    expect(canOpenMemberCentre(input)).toBe(access === 'open');
  });

  it.each([
    [{ isLogin: true, isTrial: false, isAgent: true }, true],
    [{ isLogin: true, isTrial: false, isAgent: false }, false],
    [{ isLogin: true, isTrial: true, isAgent: true }, false],
    [{ isLogin: false, isTrial: false, isAgent: true }, false],
  ] as const)('agent centre for %j is %s (§2 a non-agent is sent away from /agentHome)', (input, open) => {
    expect(canOpenAgentCentre(input)).toBe(open);
  });
});
