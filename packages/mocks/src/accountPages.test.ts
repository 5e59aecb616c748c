import { createGatewayClient, type GatewayClient, isGatewayError } from '@sorte/gateway';
import { describe, expect, it } from 'vitest';
import { createDb } from './db.ts';
import { DIALECTS, type Dialect } from './dialect.ts';
import { feedbackSettingsFixture, INVITED_BEFORE } from './fixtures/accountPages.ts';
import { DEMO_DEFAULT_PASSWORD, DEMO_PASSWORD, DEMO_WITHDRAW_PASSWORD } from './fixtures/accounts.ts';
import { FEEDBACK_MESSAGES, POINTS_MESSAGES, WITHDRAW_PASSWORD_MESSAGES } from './handlers/index.ts';
import { applyScenario } from './scenarios.ts';
import { GATEWAY, mockGatewayForFile } from './test/mockGateway.ts';

const NOW = Date.UTC(2026, 10, 22, 15, 7, 30);
const db = createDb({ now: () => NOW });
mockGatewayForFile({ db });

async function client(dialect: Dialect, username?: string, password = DEMO_PASSWORD): Promise<GatewayClient> {
  applyScenario({ dialect }, db);
  let token: string | null = null;
  const gw = createGatewayClient({
    baseUrl: GATEWAY,
    getToken: () => token,
    onUnauthorized: () => {
      token = null;
    },
  });
  if (username) token = (await gw.session.login({ type: 'username', username, password })).token;
  return gw;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isGatewayError(error, 'rejected')) return error.serverMessage ?? '';
    throw error;
  }
  throw new Error('expected a refusal');
}

const words = (count: number) => Array.from({ length: count }, (_, index) => `palavra${index}`).join(' ');

describe.each(DIALECTS)('the %s dialect', (dialect) => {
  describe('§7 passwordCheck/MCS2_convertPoint', () => {
    it('converts within the config’s minimum and step: points down, main balance up, both records written', async () => {
      const gw = await client(dialect, 'jogador01');
      const { conversion } = await gw.points.config();
      expect(conversion).toEqual({ min: 1000, step: 100, pointsPerUnit: 100 });
      const before = (await gw.wallet.balance()).balance;
      const result = await gw.points.convert(
        { points: 2500, withdrawPassword: DEMO_WITHDRAW_PASSWORD },
        { idempotencyKey: crypto.randomUUID() },
      );
      expect(result).toEqual({ amount: 25, points: 12480 - 2500, balance: before + 25 });
      await expect(gw.wallet.balance()).resolves.toMatchObject({ balance: before + 25 });

      const redeems = await gw.points.redeemRecords({ pageNo: 1, pageSize: 10 });
      expect(redeems.list[0]).toMatchObject({ pointsRequirement: 2500, status: 'APPROVED', applyTime: NOW });
      expect(redeems.list.map((record) => record.status)).toEqual([
        'APPROVED',
        'APPROVED',
        'REJECTED',
        'APPROVED',
      ]);
      const detail = await gw.points.detail({ pageNo: 1, pageSize: 20 });
      expect(detail.list[0]).toEqual({
        time: NOW,
        changedPoints: -2500,
        pointsBalance: 9980,
        type: 'REDEEM',
      });
      expect(detail.list[1]!.pointsBalance).toBe(12480);
    });

    it.each([
      [{ points: 2500, withdrawPassword: '000000' }, POINTS_MESSAGES.wrongWithdrawPassword],
      [{ points: 900, withdrawPassword: DEMO_WITHDRAW_PASSWORD }, POINTS_MESSAGES.convertBelowMinimum],
      [{ points: 1050, withdrawPassword: DEMO_WITHDRAW_PASSWORD }, POINTS_MESSAGES.convertNotAStep],
      [{ points: 20000, withdrawPassword: DEMO_WITHDRAW_PASSWORD }, POINTS_MESSAGES.notEnoughPoints],
    ])('refuses %j: %s, and nothing changes', async (body, message) => {
      const gw = await client(dialect, 'jogador01');
      expect(await refusal(gw.points.convert(body, { idempotencyKey: crypto.randomUUID() }))).toBe(message);
      await expect(gw.points.balance()).resolves.toEqual({ points: 12480 });
    });
  });

  it('§3 points detail: months of history, paged, every row a §3 type, balances chained', async () => {
    const gw = await client(dialect, 'jogador01');
    const first = await gw.points.detail({ pageNo: 1, pageSize: 50 });
    expect(first.totalPages).toBeGreaterThanOrEqual(2);
    const second = await gw.points.detail({ pageNo: 2, pageSize: 50 });
    const rows = [...first.list, ...second.list];
    for (const row of rows)
      expect(['LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS', 'REDEEM', 'DEPOSIT']).toContain(row.type);
    for (let index = 1; index < rows.length; index++)
      expect(rows[index]!.pointsBalance).toBe(
        rows[index - 1]!.pointsBalance - rows[index - 1]!.changedPoints,
      );
    expect(NOW - rows.at(-1)!.time).toBeGreaterThan(30 * 86_400_000);
  });

  it('GET /wps/agent/affiliate: the member’s code and how many friends registered with it', async () => {
    const gw = await client(dialect, 'jogador01');
    await expect(gw.accountPages.affiliate()).resolves.toEqual({
      referralCode: 'ANA2026',
      invitedCount: INVITED_BEFORE['10001'],
    });
  });

  it('feedback: the §5 bounds and types, refused outside the bounds, kept when within', async () => {
    const gw = await client(dialect);
    const { minWords, maxWords, questionTypes } = feedbackSettingsFixture();
    await expect(gw.accountPages.feedbackSettings()).resolves.toEqual({ minWords, maxWords, questionTypes });
    const short = { questionType: 'GAME', content: words(minWords - 1), contactInfo: 'ana@sorte.example' };
    expect(await refusal(gw.accountPages.sendFeedback(short))).toBe(
      FEEDBACK_MESSAGES.wordCount(minWords, maxWords),
    );
    expect(db.state.feedback ?? []).toHaveLength(0);
    await gw.accountPages.sendFeedback({ ...short, content: words(minWords) });
    expect(db.state.feedback?.[0]).toMatchObject({ accountId: null, questionType: 'GAME', receivedAt: NOW });
  });

  it('security centre: the bound contacts, and the withdraw password changed (old one checked) or set', async () => {
    const gw = await client(dialect, 'jogador01');
    await expect(gw.accountPages.securityInfo()).resolves.toEqual({
      mobileNum: '11987654321',
      countryDialingCode: '55',
      email: 'ana.souza@sorte.example',
      hasWithdrawPassword: true,
    });
    const change = { newWithdrawPassword: '246802', confirmWithdrawPassword: '246802' };
    expect(
      await refusal(gw.accountPages.setWithdrawPassword({ ...change, oldWithdrawPassword: '000000' })),
    ).toBe(WITHDRAW_PASSWORD_MESSAGES.wrongOld);
    await gw.accountPages.setWithdrawPassword({ ...change, oldWithdrawPassword: DEMO_WITHDRAW_PASSWORD });
    expect(db.findAccount('jogador01')?.withdrawPassword).toBe('246802');

    const newcomer = await client(dialect, 'novato01', DEMO_DEFAULT_PASSWORD);
    await expect(newcomer.accountPages.securityInfo()).resolves.toMatchObject({ hasWithdrawPassword: false });
    await newcomer.accountPages.setWithdrawPassword(change);
    await expect(newcomer.accountPages.securityInfo()).resolves.toMatchObject({ hasWithdrawPassword: true });
  });
});
