// Issue 24 item 3: the `operator` dialect reads requests only under its own names and answers in its own wrapper and
// words; its adapter file (packages/mocks/operator-dialect.config.json) makes the gateway client read and write it.
import { readFileSync } from 'node:fs';
import { toPromotionStatus } from '@sorte/domain';
import { CONTRACT_KINDS, type ContractTerms } from '@sorte/domain/contracts';
import { addDays, todayIn } from '@sorte/domain/records-periods';
import { type GatewayAdapter, type GatewayClient, isGatewayError } from '@sorte/gateway';
import { parseOperatorAdapter } from '@sorte/gateway/adapter';
import { describe, expect, it } from 'vitest';
import { DEMO_WITHDRAW_PASSWORD } from './fixtures/accounts.ts';
import { requestFromOperator } from './operatorDialect.ts';
import { GATEWAY, memberSession, mockGatewayForFile, rejection } from './test/mockGateway.ts';

const config = JSON.parse(readFileSync('packages/mocks/operator-dialect.config.json', 'utf8')) as {
  adapter: unknown;
  demoScenario: string;
};
const parsed = parseOperatorAdapter(config.adapter);
if (!parsed.ok) throw new Error(parsed.issues.join('\n'));
const adapter: GatewayAdapter = parsed.adapter;

const mock = mockGatewayForFile({ dialect: 'operator' });

let keys = 0;
const key = () => ({ idempotencyKey: `op-${++keys}` });
const daily = (rate: number): ContractTerms => ({
  kind: 'daily',
  rate,
  dailyBetAmount: 500,
  activeMembers: 1,
});

async function signedIn(username: string, withAdapter = true) {
  const member = memberSession({ aes: true, ...(withAdapter ? { adapter } : {}) });
  await member.login(username);
  return member;
}
const session = async (username: string, withAdapter = true) => (await signedIn(username, withAdapter)).gw;

describe('requestFromOperator', () => {
  it('reads the operator names and words as ours, and drops fields sent under ours', () => {
    expect(
      requestFromOperator('dividendContracts', { op: 'APPLY', subId: '20002', endOthers: 'Y', rate: '5' }),
    ).toEqual({
      ok: true,
      fields: { action: 'request', downlineId: '20002', confirmTermination: true, rate: '5' },
    });
    expect(requestFromOperator('deposit', { channelId: 'pix', amount: 50 })).toEqual({
      ok: true,
      fields: {},
    });
  });

  it('refuses a word the operator does not use, naming its field', () => {
    expect(requestFromOperator('dividendContracts', { op: 'list' })).toEqual({
      ok: false,
      message: 'Unknown op "list" (one of QUERY, TEAM, STATS, APPLY, AGREE, DECLINE, END, ASK_END)',
    });
  });

  it('leaves the calls it does not rename as they are', () => {
    expect(requestFromOperator('memberInfo', { a: 1 })).toEqual({ ok: true, fields: { a: 1 } });
  });
});

describe('the operator dialect through its adapter file', () => {
  it('is a demo config on the operator dialect', () => {
    expect(config.demoScenario).toBe('mock.dialect=operator');
  });

  it('answers in its own wrapper and words, which the client cannot read without the adapter', async () => {
    const member = await signedIn('jogador01', false);
    const failure = await rejection(member.gw.points.balance());
    expect(failure.kind).toBe('invalid-response');
    const raw = await fetch(`${GATEWAY}/wps/relay/PAY_withdrawInfo`, {
      headers: { Authorization: `Bearer ${member.token()}` },
    });
    expect(await raw.json()).toMatchObject({
      success: true,
      status: 'OK',
      payload: { rule: { lowest: 20 }, fundPwdSet: 'Y', pixTypes: ['CPF', 'TEL', 'MAIL', 'EVP_KEY'] },
    });
  });

  it('§3 member centre: points, missions, promotions and messages read; a mission is claimed, a message read', async () => {
    const gw = await session('jogador01');
    expect(await gw.points.balance()).toMatchObject({ points: 12480 });
    const missions = await gw.rewards.missions();
    expect(missions.map((mission) => mission.id)).toEqual(['M-1', 'M-2', 'M-3', 'M-4', 'M-5']);
    expect(missions.find((mission) => mission.id === 'M-5')?.claimed).toBe(true);
    expect(await gw.rewards.claimMission('M-1', key())).toEqual({ reward: 10 });
    const promotions = await gw.rewards.promotions();
    expect(promotions.length).toBeGreaterThan(0);
    expect(promotions.every((promotion) => !/CAN_|ENROL|COLLECT/.test(promotion.status))).toBe(true);
    expect(promotions.some((promotion) => promotion.isRaffle)).toBe(true);
    // Issue 23 item 6: the bonus and its wagering under the operator's own names, through the adapter.
    expect(promotions.find((promotion) => promotion.bonus?.balance === 14.5)?.bonus).toMatchObject({
      wagered: 312.4,
      required: 600,
    });
    const inbox = await gw.rewards.messages(1, 3);
    expect(inbox.total).toBe(23);
    const unread = inbox.messages.find((message) => !message.read);
    expect(unread).toBeDefined();
    await gw.rewards.markRead(unread!.id);
    const after = await gw.rewards.messages(1, 3);
    expect(after.messages.find((message) => message.id === unread!.id)?.read).toBe(true);
    // Issue 23 item 6: its category words through the adapter; a message deleted under its own id name.
    expect(after.messages.map((message) => message.category)).toEqual(['account', 'account', 'promotion']);
    await gw.rewards.deleteMessage(unread!.id);
    expect((await gw.rewards.messages(1, 3)).total).toBe(22);
  });

  it('cashier: a PIX deposit and a withdrawal (encrypted, with the operator names and key words) go through', async () => {
    const gw = await session('jogador01');
    const [pix] = await gw.cashier.depositChannels();
    expect(pix).toMatchObject({ id: 'pix', kind: 'PIX', min: 10 });
    const order = await gw.cashier.deposit({ channelId: 'pix', amount: 50 }, key());
    expect(order).toMatchObject({ status: 'PENDING', amount: 50 });
    expect(await gw.cashier.depositStatus(order.id)).toMatchObject({ id: order.id, status: 'PENDING' });
    const info = await gw.cashier.withdrawInfo();
    expect(info).toMatchObject({ hasWithdrawPassword: true, limits: { min: 20, max: 50000 } });
    expect(info.pixKeyTypes).toEqual(['CPF', 'PHONE', 'EMAIL', 'RANDOM']);
    const withdrawal = await gw.cashier.withdraw(
      {
        amount: 100,
        account: { kind: 'PIX', keyType: 'PHONE', key: '11987654321' },
        withdrawPassword: DEMO_WITHDRAW_PASSWORD,
      },
      key(),
    );
    expect(withdrawal).toMatchObject({ status: 'PENDING', amount: 100 });
    expect((await gw.cashier.withdrawals()).map((held) => held.id)).toContain(withdrawal.id);
    // Issue 23 item 4: the key it went to is saved (answered as the spec dialect does) and can be deleted.
    const [saved] = await gw.cashier.pixKeys();
    expect(saved).toMatchObject({ type: 'PHONE', key: '11987654321' });
    await gw.cashier.deletePixKey(saved?.id ?? '');
    expect(await gw.cashier.pixKeys()).toEqual([]);
  });

  it('§4 contracts: parties given as account strings are read; a request confirmed with endOthers ends the old one', async () => {
    const agent = await session('agente1');
    const { contracts } = await agent.contracts.list('daily');
    expect(contracts.find((contract) => contract.id === 'ct-1001')).toMatchObject({
      upline: { id: '20001', account: 'agente1' },
      downline: { id: '20002', account: 'agente2' },
      status: 'active',
      terms: { rate: 1.2 },
    });
    const refused = await rejection(
      agent.contracts.propose({ downlineId: '20002', terms: daily(0.5), confirmTermination: false }, key()),
    );
    expect(refused.code).toBe('CONTRACT_TERMINATION_UNCONFIRMED');
    const done = await agent.contracts.propose(
      { downlineId: '20002', terms: daily(0.5), confirmTermination: true },
      key(),
    );
    expect(done.terminated).toContain('ct-1001');
    expect(done.contract).toMatchObject({ status: 'pending', downline: { account: 'agente2' } });
    const downline = await session('agente2');
    const accepted = await downline.contracts.act('daily', done.contract!.id, 'accept', key());
    expect(accepted.contract?.status).toBe('active');
  });

  it('reads every reshaped call to the same answers as the codes dialect without an adapter', async () => {
    const page = { startDate: '2026-11-01', endDate: '2026-11-30', pageNo: 1, pageSize: 50 };
    const today = todayIn(Date.now());
    const reads = async (gw: GatewayClient, agent: GatewayClient) => ({
      points: await gw.points.balance(),
      missions: await gw.rewards.missions(),
      // The §4 status as each gateway spells it ('Join', 'JOIN'), read as one.
      promotions: (await gw.rewards.promotions()).map((promotion) => ({
        ...promotion,
        status: toPromotionStatus(promotion.status),
      })),
      messages: await gw.rewards.messages(1, 20),
      channels: await gw.cashier.depositChannels(),
      withdrawInfo: await gw.cashier.withdrawInfo(),
      deposits: await gw.cashier.depositOrders(),
      withdrawals: await gw.cashier.withdrawals(),
      bets: await gw.call('betRecords', { ...page, status: 'SETTLED' }),
      movements: await gw.call('transactionRecords', { ...page, type: 'WITHDRAW' }),
      contracts: await Promise.all(CONTRACT_KINDS.map((kind) => agent.contracts.list(kind))),
      downlines: await agent.contracts.downlines('dividend'),
      // Issue 23 item 6: tiers, goals and guests under the operator's names and words.
      vip: await gw.call('vipProgress', undefined),
      friends: await agent.call('invitedFriends', { pageNo: 2, pageSize: 20 }),
      // Issue 23 item 6: a downline's profile, answered as the spec dialect (no adapter entry needed); its last
      // login is relative to the clock, which moves between the two reads.
      profile: {
        ...(await agent.agentTeam.profile('agente41', { start: addDays(today, -29), end: today })),
        lastLoginAt: undefined,
      },
    });
    const player = await session('jogador01');
    await player.cashier.deposit({ channelId: 'ted', amount: 100 }, key());
    await player.cashier.withdraw(
      {
        amount: 50,
        account: { kind: 'ADDRESS', address: 'TXYZ-wallet' },
        withdrawPassword: DEMO_WITHDRAW_PASSWORD,
      },
      key(),
    );
    const operator = await reads(player, await session('agente1'));
    mock.applyScenario({ dialect: 'codes' });
    const codes = await reads((await signedIn('jogador01', false)).gw, (await signedIn('agente1', false)).gw);
    expect(operator).toEqual(codes);
    expect(codes.deposits).toHaveLength(1);
    expect(codes.withdrawals).toHaveLength(1);
    expect(codes.bets.rows.length).toBeGreaterThan(0);
    expect(codes.movements.rows.length).toBeGreaterThan(0);
    expect(codes.contracts.flatMap((answer) => answer.log).length).toBeGreaterThan(0);
    expect(codes.vip.requirements).toHaveLength(2);
    expect(codes.friends.friends).toHaveLength(3);
    expect(codes.profile.pendingContracts).toEqual([{ kind: 'dividend', rate: 0.25 }]);
  });

  it('without the adapter, a contract request under our parameter names is refused', async () => {
    const agent = await session('agente1', false);
    const refused = await agent.contracts
      .propose({ downlineId: '20002', terms: daily(0.5), confirmTermination: true }, key())
      .catch((error: unknown) => error);
    expect(isGatewayError(refused) && refused.status).toBe(400);
  });
});
