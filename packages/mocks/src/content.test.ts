import {
  BANNER_GROUPS,
  bannersOfGroup,
  bannerTarget,
  frameTarget,
  isRedEnvelope,
  PROMOTION_STATUSES,
  popupsToShow,
  toPromotionStatus,
  winnerBoard,
} from '@sorte/domain';
import { describe, expect, it } from 'vitest';
import { HOSTILE_HTML } from './fixtures/content.ts';
import { CONTENT_MESSAGES } from './handlers/index.ts';
import { memberSession, mockGatewayForFile, rejection } from './test/mockGateway.ts';

const mock = mockGatewayForFile();

const session = () => memberSession({ language: () => 'pt' });

const policy = { origin: 'https://sorte.example', allowedHosts: ['t.me'] };

describe('§3 banners for every group; §2 only safe linkages open', () => {
  it('every group has a banner with a generated image', async () => {
    const banners = await session().gw.content.banners();
    for (const group of BANNER_GROUPS) {
      const list = bannersOfGroup(banners, group);
      expect(list.length, group).toBeGreaterThan(0);
      expect(list.every((banner) => banner.url.startsWith('data:image/svg+xml,'))).toBe(true);
    }
  });

  it('w_home has more than one banner (autoplay) and its hostile linkages are refused', async () => {
    const home = await session().gw.content.banners('w_home');
    expect(home.length).toBeGreaterThan(1);
    expect(home.map((banner) => bannerTarget(banner, policy).kind)).toEqual([
      'promotion',
      'internal',
      'external',
      'refused',
      'refused',
      'refused',
    ]);
    expect(bannerTarget(home[0]!, policy)).toEqual({ kind: 'promotion', promotionId: '1001' });
  });
});

describe('§3 announcements with real HTML, including hostile HTML for the sanitizer', () => {
  it('14 announcements (2 pages of 9), some with a promotionType', async () => {
    const { announcements } = await session().gw.content.publicContent();
    expect(announcements).toHaveLength(14);
    expect(announcements.filter((a) => a.promotionType).length).toBeGreaterThan(2);
    expect(announcements.every((a) => a.title && a.content && a.timestamp)).toBe(true);
  });

  it('every hostile sample is served somewhere: script tags, onerror, javascript: links, frames, forms…', async () => {
    const content = await session().gw.content.publicContent({ types: ['PL', 'H'] });
    const html = [...content.announcements, ...content.help].map((a) => a.content).join('\n');
    for (const [name, sample] of Object.entries(HOSTILE_HTML)) expect(html, name).toContain(sample);
    expect(html).toMatch(/<script>/);
    expect(html).toMatch(/onerror=/);
    expect(html).toMatch(/href="javascript:/);
  });
});

describe('§4 public popups by execution (A logged in, B anonymous, F first login)', () => {
  it('execution B gets the anonymous popups; A gets the logged-in and first-login ones', async () => {
    const { gw } = session();
    const anonymous = await gw.content.publicContent({ execution: 'B' });
    expect(anonymous.popups.map((p) => p.execution)).toEqual(['B', 'B']);
    const member = await gw.content.publicContent({ execution: 'A' });
    expect(member.popups.map((p) => p.execution).sort()).toEqual(['A', 'F']);
    expect(popupsToShow(member.popups, { isLogin: true, firstTimeLogin: false }, new Set())).toHaveLength(1);
    expect(popupsToShow(member.popups, { isLogin: true, firstTimeLogin: true }, new Set())).toHaveLength(2);
  });
});

describe('§4 promotions in every status', () => {
  it('one promotion per status, read by the domain (then the red envelopes)', async () => {
    const { promotions: all } = await session().gw.content.publicContent({ types: ['PR'] });
    const promotions = all.filter((p) => !isRedEnvelope(p));
    expect(promotions.map((p) => toPromotionStatus(p.status))).toEqual([...PROMOTION_STATUSES]);
    expect(promotions.map((p) => p.id)).toEqual(PROMOTION_STATUSES.map((_, i) => String(1001 + i)));
    expect(promotions.find((p) => p.status === 'coming soon')?.startTime).toBeGreaterThan(
      promotions.find((p) => p.status === 'Join')!.startTime!,
    );
  });
});

describe('§4 joining and claiming promotions (MCS2_claimRafflePromotion)', () => {
  it('Join becomes Joined and Claim becomes Claimed for that account only; other statuses are refused', async () => {
    const player = session();
    await player.login('jogador01');
    const { promotions } = await player.gw.content.publicContent({ types: ['PR'] });
    const join = promotions.find((p) => toPromotionStatus(p.status) === 'JOIN')!;
    const claim = promotions.find((p) => toPromotionStatus(p.status) === 'CLAIM')!;
    const closed = promotions.find((p) => toPromotionStatus(p.status) === 'CLOSE')!;

    await expect(player.gw.content.claimPromotion(join.id)).resolves.toEqual({ status: 'Joined' });
    await expect(player.gw.content.claimPromotion(claim.id)).resolves.toEqual({ status: 'Claimed' });
    expect((await rejection(player.gw.content.claimPromotion(closed.id))).serverMessage).toBe(
      CONTENT_MESSAGES.promotionUnavailable,
    );
    expect((await rejection(player.gw.content.claimPromotion(join.id))).kind).toBe('rejected');

    const after = await player.gw.content.publicContent({ types: ['PR'] });
    expect(after.promotions.find((p) => p.id === join.id)?.status).toBe('Joined');
    const anonymous = await session().gw.content.publicContent({ types: ['PR'] });
    expect(anonymous.promotions.find((p) => p.id === join.id)?.status).toBe('Join');
  });

  it('needs a login', async () => {
    expect((await rejection(session().gw.content.claimPromotion('1001'))).kind).toBe('unauthorized');
  });

  it('§2 Red Envelope: the public promotions hold one to open; opening it pays its prize, once', async () => {
    const player = session();
    await player.login('jogador01');
    const { promotions } = await player.gw.content.publicContent({ types: ['PR'] });
    const envelope = promotions.find((p) => isRedEnvelope(p) && toPromotionStatus(p.status) === 'CLAIM');
    expect(envelope).toBeDefined();
    const before = (await player.gw.wallet.balance()).balance;
    await expect(player.gw.content.claimPromotion(envelope!.id)).resolves.toEqual({
      status: 'Claimed',
      prize: { name: 'Envelope vermelho', amount: 8.88 },
    });
    expect((await player.gw.wallet.balance()).balance).toBeCloseTo(before + 8.88, 2);
    expect((await rejection(player.gw.content.claimPromotion(envelope!.id))).serverMessage).toBe(
      CONTENT_MESSAGES.promotionUnavailable,
    );
  });
});

describe('§7 popular notices and the winner board', () => {
  it('notices for the marquee', async () => {
    const notices = await session().gw.content.popularNotices();
    expect(notices.length).toBeGreaterThanOrEqual(3);
    expect(notices.every((n) => n.content)).toBe(true);
  });

  it('winners: limitNum 20, sorted by winAmount descending, names masked by the domain', async () => {
    const list = await session().gw.content.winnerBoard();
    expect(list).toHaveLength(20);
    const amounts = list.map((w) => w.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const board = winnerBoard(list);
    expect(board.fixed).toHaveLength(3);
    expect(board.scrolling).toHaveLength(17);
    expect(board.fixed.every((row) => row.player.includes('***'))).toBe(true);
    const live = await session().gw.content.winnerBoard({ gameCategory: 'LIVE', limitNum: 5 });
    expect(live.length).toBeLessThanOrEqual(5);
  });
});

describe('§7 System: help centre content', () => {
  it('serves the help topics with the /help#term anchor and their HTML', async () => {
    const topics = await session().gw.content.helpCenter();
    expect(topics.map((topic) => topic.id)).toContain('term');
    expect(topics.every((topic) => topic.title !== '' && topic.content.startsWith('<'))).toBe(true);
  });
});

describe('§7 live chat: CBS_modelList and CBS_launchChat (chatUrl)', () => {
  it('models, then a chat URL on an allowlisted frame host', async () => {
    const s = session();
    const models = await s.gw.chat.models();
    expect(models.map((m) => m.modelId)).toEqual(['CS', 'VIP', 'FINANCE']);
    const { chatUrl } = await s.gw.chat.launch('CS');
    expect(chatUrl).toBe('https://chat.sorte.example/room/CS?visitor=visitante');
    expect(
      frameTarget(chatUrl, { origin: 'https://sorte.example', frameHosts: ['chat.sorte.example'] }).kind,
    ).toBe('frame');
    await s.login('jogador01');
    await expect(s.gw.chat.launch('VIP')).resolves.toEqual({
      chatUrl: 'https://chat.sorte.example/room/VIP?visitor=10001',
    });
    expect((await rejection(s.gw.chat.launch('NOPE'))).serverMessage).toBe(
      CONTENT_MESSAGES.chatModelNotFound,
    );
  });
});

describe('§4 public popups can be switched off in the simulated gateway', () => {
  it('serves no popup when the scenario says so', async () => {
    mock.applyScenario({ publicPopups: false });
    const { popups } = await session().gw.content.publicContent({ types: ['PU'], execution: 'B' });
    expect(popups).toEqual([]);
  });
});

describe('§7 CSP_unreadCount', () => {
  it("answers the account's unread messages, and asks for a login without a token", async () => {
    const player = session();
    await player.login('jogador01');
    await expect(player.gw.content.unreadCount()).resolves.toBe(3);
    const agent = session();
    await agent.login('agente2');
    await expect(agent.gw.content.unreadCount()).resolves.toBe(0);
    expect((await rejection(session().gw.content.unreadCount())).kind).toBe('unauthorized');
  });
});
