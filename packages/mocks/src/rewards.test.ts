import { PROMOTION_STATUSES, toPromotionStatus } from '@sorte/domain';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from './dialect.ts';
import { APPLY_PROMOTION_ID, INBOX_SIZE, RAFFLE_PROMOTION_ID } from './fixtures/rewards.ts';
import { REWARDS_REFUSALS } from './handlers/index.ts';
import { memberSession, mockGatewayForFile, rejection } from './test/mockGateway.ts';

const mock = mockGatewayForFile();
mock.db.now = () => Date.parse('2026-11-25T21:00:00.000Z');

async function login(username = 'jogador01') {
  const member = memberSession();
  await member.login(username);
  return member.gw;
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])], 'a.png', {
    type: 'image/png',
  });
const jpg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0])], 'b.jpg', { type: 'image/jpeg' });

describe.each(DIALECTS)('reward centre, missions and messages (%s dialect)', (dialect) => {
  const useDialect = () => {
    mock.db.scenario = { ...mock.db.scenario, dialect };
  };

  it('§4: promotions in every one of the ten statuses, one taking an application and a raffle to claim', async () => {
    useDialect();
    const list = await (await login()).rewards.promotions();
    expect(new Set(list.map((p) => toPromotionStatus(p.status)))).toEqual(new Set(PROMOTION_STATUSES));
    expect(list.find((p) => p.id === APPLY_PROMOTION_ID)).toMatchObject({
      status: 'Join',
      needsApplication: true,
    });
    expect(list.find((p) => p.id === RAFFLE_PROMOTION_ID)).toMatchObject({ status: 'Claim', isRaffle: true });
    expect(list.find((p) => p.status === 'Rejected')?.rejectReason).toMatch(/comprovante/);
  });

  it('issue 23 item 6: a joined bonus apart from real money with its wagering under way, an issued one met', async () => {
    useDialect();
    const list = await (await login()).rewards.promotions();
    expect(list.find((p) => p.title === 'Giros grátis diários')?.bonus).toMatchObject({
      amount: 20,
      balance: 14.5,
      wagered: 312.4,
      required: 600,
      expiresAt: expect.any(String),
    });
    expect(list.find((p) => p.title === 'Bônus de aniversário')?.bonus).toEqual({
      amount: 50,
      balance: 0,
      wagered: 500,
      required: 500,
    });
    expect(list.filter((p) => p.bonus !== undefined)).toHaveLength(2);
  });

  it('§7 CSP_unreadCount follows the state: reading a message, claiming a raffle or a mission lowers it', async () => {
    useDialect();
    const gw = await login();
    expect((await gw.content.unreadCounts()).counts).toEqual({ messages: 3, missions: 2, rewards: 1 });
    const page = await gw.rewards.messages(1, 10);
    const unread = page.messages.find((m) => !m.read)!;
    await gw.rewards.markRead(unread.id);
    await gw.rewards.claimRaffle(RAFFLE_PROMOTION_ID, { idempotencyKey: 'r-1' });
    await gw.rewards.claimMission('M-1', { idempotencyKey: 'm-1' });
    expect((await gw.content.unreadCounts()).counts).toEqual({ messages: 2, missions: 1, rewards: 0 });
  });

  it('§7 MCS2_claimRafflePromotion shows the prize, pays it once per Idempotency-Key, then is Claimed', async () => {
    useDialect();
    const gw = await login();
    const before = (await gw.wallet.balance()).balance;
    const first = await gw.rewards.claimRaffle(RAFFLE_PROMOTION_ID, { idempotencyKey: 'k' });
    expect(first).toEqual({ status: 'Claimed', prize: { name: 'Bônus de R$ 50,00', amount: 50 } });
    await expect(gw.rewards.claimRaffle(RAFFLE_PROMOTION_ID, { idempotencyKey: 'k' })).resolves.toEqual(
      first,
    );
    expect((await gw.wallet.balance()).balance).toBe(before + 50);
    const again = await rejection(gw.rewards.claimRaffle(RAFFLE_PROMOTION_ID, { idempotencyKey: 'k2' }));
    expect(again.code).toBe(REWARDS_REFUSALS.notClaimable.code);
  });

  it('§5 apply with two images and a comment: Applying; a bad image or a long comment is refused', async () => {
    useDialect();
    const gw = await login();
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0, 0, 0, 0])], 'c.png', {
      type: 'image/png',
    });
    const refused = await rejection(
      gw.rewards.apply({ promotionId: APPLY_PROMOTION_ID, comment: 'ok', images: [gif] }),
    );
    expect(refused.code).toBe(REWARDS_REFUSALS.application.code);
    const long = await rejection(
      gw.rewards.apply({ promotionId: APPLY_PROMOTION_ID, comment: 'x'.repeat(141), images: [] }),
    );
    expect(long.code).toBe(REWARDS_REFUSALS.application.code);
    await expect(
      gw.rewards.apply({
        promotionId: APPLY_PROMOTION_ID,
        comment: 'Segue o comprovante 👍🏽',
        images: [png(), jpg()],
      }),
    ).resolves.toEqual({ status: 'Applying' });
    const list = await gw.rewards.promotions();
    expect(list.find((p) => p.id === APPLY_PROMOTION_ID)?.status).toBe('Applying');
  });

  it('join moves Join to Joined; a promotion that takes an application cannot be joined plainly', async () => {
    useDialect();
    const gw = await login();
    const plain = (await gw.rewards.promotions()).find((p) => p.status === 'Join' && !p.needsApplication)!;
    await expect(gw.rewards.join(plain.id)).resolves.toEqual({ status: 'Joined' });
    expect((await rejection(gw.rewards.join(APPLY_PROMOTION_ID))).code).toBe(
      REWARDS_REFUSALS.notJoinable.code,
    );
  });

  it('missions in progress and claimable, with a leaderboard that holds the member', async () => {
    useDialect();
    const gw = await login();
    const missions = await gw.rewards.missions();
    expect(missions.filter((m) => !m.claimed && m.progress >= m.target).map((m) => m.id)).toEqual([
      'M-1',
      'M-2',
    ]);
    expect(missions.some((m) => m.progress < m.target)).toBe(true);
    const board = await gw.rewards.leaderboard();
    expect(board).toHaveLength(12);
    expect(board.find((row) => row.isSelf)).toMatchObject({ rank: 7, name: 'jogador01' });
    expect((await rejection(gw.rewards.claimMission('M-3', { idempotencyKey: 'x' }))).code).toBe(
      REWARDS_REFUSALS.missionNotReached.code,
    );
  });

  it('messages page through, newest first, with unread ones on two pages', async () => {
    useDialect();
    const gw = await login();
    const pages = await Promise.all([1, 2, 3].map((page) => gw.rewards.messages(page, 10)));
    expect(pages.map((p) => p.messages.length)).toEqual([10, 10, 3]);
    expect(pages[0]!.total).toBe(INBOX_SIZE);
    expect(pages.map((p) => p.messages.filter((m) => !m.read).length)).toEqual([2, 1, 0]);
    const times = pages.flatMap((p) => p.messages.map((m) => Date.parse(m.sentAt)));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('issue 23 item 6: messages in categories; mark all read and delete change the list and CSP_unreadCount', async () => {
    useDialect();
    const gw = await login();
    const first = await gw.rewards.messages(1, 10);
    expect(new Set(first.messages.map((m) => m.category))).toEqual(
      new Set(['system', 'promotion', 'account']),
    );
    await gw.rewards.deleteMessage(first.messages[0]!.id);
    const afterDelete = await gw.rewards.messages(1, 30);
    expect(afterDelete.total).toBe(INBOX_SIZE - 1);
    expect(afterDelete.messages.map((m) => m.id)).not.toContain(first.messages[0]!.id);
    expect((await rejection(gw.rewards.deleteMessage(first.messages[0]!.id))).code).toBe(
      REWARDS_REFUSALS.messageNotFound.code,
    );
    await gw.rewards.markAllRead();
    expect((await gw.rewards.messages(1, 30)).messages.every((m) => m.read)).toBe(true);
    expect((await gw.content.unreadCounts()).counts.messages).toBe(0);
  });

  it('§6 a trial account never gets messages', async () => {
    useDialect();
    const gw = await login('teste01');
    expect((await rejection(gw.rewards.messages(1, 10))).code).toBe('in_need_true_account');
  });
});
