import { POINT_EARNING_CATEGORIES } from '@sorte/gateway';
import { describe, expect, it } from 'vitest';
import { DEMO_PAYMENT_PASSWORD, rewardFixtures, STARTING_POINTS } from './fixtures/points.ts';
import { POINTS_MESSAGES } from './handlers/index.ts';
import { redeemRecords } from './pointsState.ts';
import { memberSession, mockGatewayForFile, rejection } from './test/mockGateway.ts';

const mock = mockGatewayForFile();

const redeemOf = (rewardId: string, quantity = 1, paymentPassword = DEMO_PAYMENT_PASSWORD) => ({
  rewardId,
  quantity,
  paymentPassword,
});

describe('the reward catalogue and the earning rules (public)', () => {
  it('serves 12–20 rewards in Portuguese with generated SVG art, to visitors too', async () => {
    const rewards = await memberSession().gw.points.rewards();
    expect(rewards.length).toBeGreaterThanOrEqual(12);
    expect(rewards.length).toBeLessThanOrEqual(20);
    for (const reward of rewards) {
      expect(reward.imageUrl).toMatch(/^data:image\/svg\+xml,/);
      expect(reward.pointsRequired).toBeGreaterThan(0);
    }
    expect(rewards.some((reward) => reward.stock === 0)).toBe(true);
    expect(rewards.some((reward) => reward.stock === undefined)).toBe(true);
    expect(rewards.some((reward) => reward.amountRequired !== undefined)).toBe(true);
    expect(rewards.map((reward) => reward.name)).toContain('Camiseta oficial Sorte');
  });

  it("draws each reward's art with a word or a figure, never spaced initials that read as a placeholder (issue 23 defect 10)", () => {
    for (const reward of rewardFixtures()) expect(reward.badge).not.toMatch(/^\p{L}( \p{L})+$/u);
  });

  it('the earning rules cover the §3 categories that earn points', async () => {
    const { rules } = await memberSession().gw.points.config();
    expect(rules.map((rule) => rule.category).sort()).toEqual([...POINT_EARNING_CATEGORIES].sort());
  });
});

describe('the point balance per demo account', () => {
  it('needs a session', async () => {
    expect((await rejection(memberSession().gw.points.balance())).kind).toBe('unauthorized');
  });

  it.each([
    ['jogador01', STARTING_POINTS['10001']!.points],
    ['agente1', STARTING_POINTS['20001']!.points],
    ['teste01', STARTING_POINTS['40001']!.points],
    ['viajante01', 0],
  ])('%s has %d points', async (username, points) => {
    const s = memberSession();
    if (username === 'viajante01') mock.applyScenario({ visitorIp: '198.51.100.23' });
    await s.login(username);
    await expect(s.gw.points.balance()).resolves.toEqual({ points });
  });
});

describe('passwordCheck/MCS2_redeemPointReward (encrypted)', () => {
  it('spends the points, takes the stock and records an In Process redeem (AES both ways)', async () => {
    const s = memberSession({ aes: true });
    await s.login('jogador01');
    const shirt = rewardFixtures().find((reward) => reward.id === 'PR-106')!;
    const result = await s.gw.points.redeem(redeemOf('PR-106', 2), { idempotencyKey: crypto.randomUUID() });
    expect(result).toEqual({
      referenceNo: expect.stringMatching(/^PM\d+$/),
      status: 'In Process',
      points: 12480 - 2 * shirt.pointsRequired,
    });
    await expect(s.gw.points.balance()).resolves.toEqual({ points: result!.points });
    const after = (await s.gw.points.rewards()).find((reward) => reward.id === 'PR-106');
    expect(after?.stock).toBe(shirt.stock! - 2);
    expect(redeemRecords(mock.db, '10001')[0]).toMatchObject({
      referenceNo: result!.referenceNo,
      name: shirt.name,
      quantity: 2,
      pointsRequirement: 2 * shirt.pointsRequired,
      status: 'In Process',
    });
  });

  it('the same Idempotency-Key answers again without spending twice', async () => {
    const s = memberSession();
    await s.login('jogador01');
    const headers = { 'Idempotency-Key': 'redeem-1' };
    const first = await s.gw.points.redeem(redeemOf('PR-101'), {
      idempotencyKey: headers['Idempotency-Key'],
    });
    const again = await s.gw.points.redeem(redeemOf('PR-101'), {
      idempotencyKey: headers['Idempotency-Key'],
    });
    expect(again).toEqual(first);
    await expect(s.gw.points.balance()).resolves.toEqual({ points: 12480 - 1000 });
    const mine = redeemRecords(mock.db, '10001').filter((record) => record.status === 'In Process');
    expect(mine.map((record) => record.referenceNo)).toEqual([first!.referenceNo]);
  });

  it.each([
    ['a wrong payment password', redeemOf('PR-101', 1, '000000'), POINTS_MESSAGES.wrongPaymentPassword],
    ['an unknown reward', redeemOf('PR-999'), POINTS_MESSAGES.rewardNotFound],
    ['a reward out of stock', redeemOf('PR-109'), POINTS_MESSAGES.outOfStock],
    ['more stock than is left', redeemOf('PR-107', 4), POINTS_MESSAGES.outOfStock],
    ['more points than the balance', redeemOf('PR-110'), POINTS_MESSAGES.notEnoughPoints],
  ])('refuses %s', async (_, body, message) => {
    const s = memberSession();
    await s.login('jogador01');
    const error = await rejection(s.gw.points.redeem(body, { idempotencyKey: crypto.randomUUID() }));
    expect(error.kind).toBe('rejected');
    expect(error.serverMessage).toBe(message);
    await expect(s.gw.points.balance()).resolves.toEqual({ points: 12480 });
  });

  it('refuses a reward whose amount requirement is above the valid bet', async () => {
    const s = memberSession();
    await s.login('agente1');
    // PR-102 costs 4800 (agente1 has 3200); PR-105 costs 2700 and needs 1000 of valid bet (agente1 has 8000).
    expect(
      (await rejection(s.gw.points.redeem(redeemOf('PR-102'), { idempotencyKey: crypto.randomUUID() })))
        .serverMessage,
    ).toBe(POINTS_MESSAGES.notEnoughPoints);
    mock.db.state.points!.accounts['20001']!.validBet = 500;
    expect(
      (await rejection(s.gw.points.redeem(redeemOf('PR-105'), { idempotencyKey: crypto.randomUUID() })))
        .serverMessage,
    ).toBe(POINTS_MESSAGES.amountRequirement);
  });

  it('a trial account gets in_need_true_account; a visitor 401', async () => {
    const trial = memberSession();
    await trial.login('teste01');
    expect(
      (await rejection(trial.gw.points.redeem(redeemOf('PR-101'), { idempotencyKey: crypto.randomUUID() })))
        .serverMessage,
    ).toBe('in_need_true_account');
    expect(
      (
        await rejection(
          memberSession().gw.points.redeem(redeemOf('PR-101'), { idempotencyKey: crypto.randomUUID() }),
        )
      ).kind,
    ).toBe('unauthorized');
  });

  it('scenario failures apply to the points calls by name', async () => {
    mock.applyScenario({ failures: { pointRewards: 'server-error' } });
    expect((await rejection(memberSession().gw.points.rewards())).kind).toBe('server');
  });
});
