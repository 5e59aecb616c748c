import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { memberProgressCalls } from './memberProgressClient.ts';
import { GATEWAY, testGateway } from './test/testGateway.ts';

const { server, client: clientWith } = testGateway({ getToken: () => 'tok-1' });
const calls = (endpointOverrides = {}) => memberProgressCalls(clientWith({ endpointOverrides }).call);
const read = (name: 'vipProgress' | 'invitedFriends', value: unknown) =>
  v.safeParse(endpoints[name].response as v.GenericSchema, value);

describe('issue 23 item 6 readings: VIP progress and benefits, invited friends (relay style MCS2_)', () => {
  it('the paths are relay readings with the token, overridable', async () => {
    expect(endpoints.vipProgress).toMatchObject({
      method: 'GET',
      path: '/wps/relay/MCS2_getVipProgress',
      auth: true,
    });
    expect(endpoints.invitedFriends).toMatchObject({
      method: 'GET',
      path: '/wps/relay/MCS2_getInvitedFriends',
      auth: true,
    });
    const seen: URL[] = [];
    server.use(
      http.get(`${GATEWAY}/custom/friends`, ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({ success: true, value: [] });
      }),
    );
    await expect(
      calls({ invitedFriends: '/custom/friends' }).invitedFriends({ pageNo: 2, pageSize: 20 }),
    ).resolves.toEqual({ friends: [], total: 0 });
    expect(seen[0]!.searchParams.toString()).toBe('pageNo=2&pageSize=20');
  });

  const progress = {
    level: 3,
    name: 'Ouro',
    nextLevel: 4,
    nextName: 'Platina',
    requirements: [
      { kind: 'validBet', done: 32000, needed: 50000 },
      { kind: 'deposit', done: 4200, needed: 5000 },
    ],
    levels: [
      { level: 1, name: 'Bronze', rebateRate: 0.003, withdrawLimit: 5000 },
      {
        level: 2,
        name: 'Prata',
        rebateRate: 0.005,
        withdrawLimit: 10000,
        birthdayBonus: 20,
        upgradeBonus: 10,
      },
    ],
  };

  it.each([
    ['our names', progress],
    [
      'other names, flat requirements, percent rates, in data',
      {
        data: {
          vipLevel: '3',
          levelName: 'Ouro',
          nextVipLevel: 4,
          nextLevelName: 'Platina',
          currentValidBet: 32000,
          nextValidBet: '50000',
          currentDeposit: 4200,
          requiredDeposit: 5000,
          vipLevels: [
            {
              vipLevel: 2,
              levelName: 'Prata',
              rebate: '0.5%',
              dailyWithdrawLimit: 10000,
              birthdayGift: 20,
              levelUpBonus: 10,
            },
            { levelNo: 1, vipName: 'Bronze', cashbackRate: '0.3%', withdrawalLimit: '5000' },
            { name: 'no level' },
          ],
        },
      },
    ],
    [
      'requirements as conditions with their own words',
      {
        currentLevel: 3,
        vipName: 'Ouro',
        nextLevel: 4,
        nextName: 'Platina',
        conditions: [
          { type: 'VALID_BET_AMOUNT', current: 32000, target: 50000 },
          { condition: 'recharge', value: '4200', goal: 5000 },
          { type: 'LOGIN_DAYS', current: 3, target: 7 },
        ],
        benefits: progress.levels,
      },
    ],
  ])('reads the VIP progress: %s', (_, value) => {
    const parsed = read('vipProgress', value);
    expect(parsed.issues ?? []).toEqual([]);
    expect(parsed.output).toEqual(progress);
  });

  it('the top level has no next level and nothing to reach; a level alone reads; nonsense does not', () => {
    expect(read('vipProgress', { level: 10, name: 'Diamante' }).output).toEqual({
      level: 10,
      name: 'Diamante',
      requirements: [],
      levels: [],
    });
    for (const nonsense of [42, 'x', {}, { levels: [{ name: 'no level' }] }])
      expect({ nonsense, read: read('vipProgress', nonsense).success }).toEqual({ nonsense, read: false });
  });

  const friends = {
    friends: [
      { account: 'marcos88', joinedAt: '2026-11-20T12:00:00.000Z', status: 'qualified', earned: 30 },
      { account: 'lu_santos', status: 'deposited', earned: 0 },
      { account: 'pedrinho', status: 'registered', earned: 0 },
    ],
    total: 23,
    totalEarned: 150,
  };

  it.each([
    ['our names', friends],
    [
      'other names, status codes and words, in data',
      {
        data: {
          list: [
            {
              username: 'marcos88',
              registerTime: Date.parse('2026-11-20T12:00:00.000Z'),
              state: 2,
              reward: '30.00',
            },
            { memberAccount: 'lu_santos', inviteStatus: 'FIRST_DEPOSIT' },
            { inviteeAccount: 'pedrinho', status: 'something new' },
            { status: 'QUALIFIED' },
          ],
          totalCount: 23,
          totals: { earned: 150 },
        },
      },
    ],
  ])('reads the invited friends: %s', (_, value) => {
    const parsed = read('invitedFriends', value);
    expect(parsed.issues ?? []).toEqual([]);
    expect(parsed.output).toEqual(friends);
  });

  it('a bare list is one page; nonsense is unreadable', () => {
    expect(read('invitedFriends', [{ account: 'ana' }]).output).toEqual({
      friends: [{ account: 'ana', status: 'registered', earned: 0 }],
      total: 1,
    });
    for (const nonsense of [42, { nothing: true }])
      expect({ nonsense, read: read('invitedFriends', nonsense).success }).toEqual({ nonsense, read: false });
  });
});
