import { describe, expect, it } from 'vitest';
import { DIALECTS } from './dialect.ts';
import { memberSession, mockGatewayForFile } from './test/mockGateway.ts';

const mock = mockGatewayForFile();

async function login(username: string) {
  const member = memberSession();
  await member.login(username);
  return member.gw;
}

describe.each(DIALECTS)(
  'issue 23 item 6 readings: VIP progress and invited friends (%s dialect)',
  (dialect) => {
    const useDialect = () => {
      mock.db.scenario = { ...mock.db.scenario, dialect };
    };

    it('a member at Ouro sees what Platina needs (valid bets and deposits) and the five levels’ benefits', async () => {
      useDialect();
      const progress = await (await login('jogador01')).call('vipProgress', undefined);
      expect(progress).toMatchObject({ level: 3, name: 'Ouro', nextLevel: 4, nextName: 'Platina' });
      expect(progress.requirements).toEqual([
        { kind: 'validBet', done: 132_450.8, needed: 200_000 },
        { kind: 'deposit', done: 14_300, needed: 20_000 },
      ]);
      expect(progress.levels.map((level) => level.name)).toEqual([
        'Bronze',
        'Prata',
        'Ouro',
        'Platina',
        'Diamante',
      ]);
      expect(progress.levels[2]).toEqual({
        level: 3,
        name: 'Ouro',
        rebateRate: 0.007,
        withdrawLimit: 20_000,
        birthdayBonus: 50,
        upgradeBonus: 30,
      });
    });

    it('a member whose club label carries no level sees the table only', async () => {
      useDialect();
      const progress = await (await login('agente1')).call('vipProgress', undefined);
      expect(progress.level).toBeUndefined();
      expect(progress.requirements).toEqual([]);
      expect(progress.levels).toHaveLength(5);
    });

    it('lists the invited friends page by page with what each earned, as many as the affiliate count', async () => {
      useDialect();
      const gw = await login('agente1');
      const first = await gw.call('invitedFriends', { pageNo: 1, pageSize: 20 });
      const second = await gw.call('invitedFriends', { pageNo: 2, pageSize: 20 });
      expect(first.total).toBe(23);
      expect((await gw.accountPages.affiliate()).invitedCount).toBe(23);
      expect([first.friends.length, second.friends.length]).toEqual([20, 3]);
      expect(first.friends[0]).toEqual({
        account: 'marcos_rj',
        joinedAt: expect.stringMatching(/^2026-11-20T/),
        status: 'qualified',
        earned: 40,
      });
      expect(new Set(first.friends.map((friend) => friend.status))).toEqual(
        new Set(['registered', 'deposited', 'qualified']),
      );
      const earned = [...first.friends, ...second.friends].reduce((sum, friend) => sum + friend.earned, 0);
      expect(first.totalEarned).toBe(earned);
    });
  },
);
