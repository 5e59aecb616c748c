import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { rewardsEndpoints } from './rewardsEndpoints.ts';
import { GATEWAY, testGateway } from './test/testGateway.ts';

const { client, capture } = testGateway();

describe('reward centre, missions and messages: paths (§7 where shown, the relay style where not)', () => {
  it('names the spec’s calls and our readings', () => {
    const paths = Object.fromEntries(
      Object.entries(rewardsEndpoints).map(([name, row]) => [name, `${row.method} ${row.path}`]),
    );
    expect(paths).toEqual({
      rewardPromotions: 'GET /wps/relay/MCSFE_getMemberPromotions',
      joinPromotion: 'POST /wps/relay/MCS2_joinPromotion',
      applyPromotion: 'POST /wps/relay/MCS2_applyPromotion',
      claimPromotion: 'POST /wps/relay/MCS2_claimRafflePromotion',
      missionSummary: 'GET /wps/relay/MCSFE_getMissionSummaryDetails',
      missionLeaderboard: 'GET /wps/relay/MCSFE_getMissionLeaderboard',
      claimMission: 'POST /wps/relay/MCS2_claimMissionReward',
      inboxMessages: 'GET /wps/relay/CSP_getMessageList',
      readMessage: 'POST /wps/relay/CSP_readMessage',
      readAllMessages: 'POST /wps/relay/CSP_readAllMessages',
      deleteMessage: 'POST /wps/relay/CSP_deleteMessage',
    });
    expect(endpoints.claimPromotion).toBe(rewardsEndpoints.claimPromotion);
    for (const name of [
      'joinPromotion',
      'applyPromotion',
      'claimPromotion',
      'claimMission',
      'readMessage',
      'readAllMessages',
      'deleteMessage',
    ] as const)
      expect(rewardsEndpoints[name].retry).toBe(false);
  });

  it('a path is overridable through endpointOverrides (/config.json endpoints)', async () => {
    const seen = capture('get', '/custom/inbox', { list: [], total: 0 });
    await client({ endpointOverrides: { inboxMessages: '/custom/inbox' } }).rewards.messages(2, 10);
    expect(seen[0]!.url.searchParams.toString()).toBe('page=2&pageSize=10');
  });
});

describe('§4 reward centre promotions: read tolerantly', () => {
  it('reads the member’s promotions with their status, application and raffle flags', async () => {
    capture('get', '/wps/relay/MCSFE_getMemberPromotions', {
      promotions: [
        { id: 1, title: 'Boas-vindas', status: 'Join', needApply: 1, endTime: 1795000000000 },
        { id: '2', name: 'Sorteio', promotionStatus: 'Claim', promotionType: 'raffle' },
        { id: 3, title: 'Recusada', status: 'Rejected', remark: 'Faltou o comprovante', type: 'APPLY' },
        { broken: true },
      ],
    });
    const list = await client().rewards.promotions();
    expect(list).toEqual([
      {
        id: '1',
        title: 'Boas-vindas',
        status: 'Join',
        needsApplication: true,
        isRaffle: false,
        endTime: new Date(1795000000000).toISOString(),
      },
      {
        id: '2',
        title: 'Sorteio',
        status: 'Claim',
        needsApplication: false,
        isRaffle: true,
        promotionType: 'RAFFLE',
      },
      {
        id: '3',
        title: 'Recusada',
        status: 'Rejected',
        needsApplication: true,
        isRaffle: false,
        promotionType: 'APPLY',
        rejectReason: 'Faltou o comprovante',
      },
    ]);
  });

  it('issue 23 item 6 (reading): a joined bonus, apart from real money, with its wagering nested or flat', async () => {
    const expiry = 1795000000000;
    const expected = {
      amount: 20,
      balance: 14.5,
      required: 600,
      wagered: 310,
      expiresAt: new Date(expiry).toISOString(),
    };
    capture('get', '/wps/relay/MCSFE_getMemberPromotions', {
      promotions: [
        {
          id: 1,
          title: 'a',
          status: 'Joined',
          bonusAmount: 20,
          bonusBalance: '14.50',
          wageredAmount: 310,
          wageringRequired: 600,
          wageringEndTime: expiry,
        },
        {
          id: 2,
          title: 'b',
          status: 'Joined',
          bonus: 20,
          bonusWallet: 14.5,
          rollover: { done: '310', target: 600, expireTime: expiry },
        },
        {
          id: 3,
          title: 'c',
          status: 'Joined',
          bonusAmount: 20,
          bonusBalance: 14.5,
          turnover: { current: 310, total: 600, deadline: new Date(expiry).toISOString() },
        },
        { id: 4, title: 'd', status: 'Issued', bonusAmount: 50, rolloverRequired: 0 },
        { id: 5, title: 'e', status: 'Joined', bonus: { kind: 'unknown' } },
      ],
    });
    const list = await client().rewards.promotions();
    expect(list.slice(0, 3).map((promotion) => promotion.bonus)).toEqual([expected, expected, expected]);
    expect(list[3]!.bonus).toEqual({ amount: 50 });
    expect(list[4]).not.toHaveProperty('bonus');
  });

  it('§7 MCS2_claimRafflePromotion: POST with the Idempotency-Key, the prize read in its forms', async () => {
    const forms: [unknown, unknown][] = [
      [
        { status: 'Claimed', prize: { name: 'iPhone', amount: '0' } },
        { status: 'Claimed', prize: { name: 'iPhone', amount: 0 } },
      ],
      [{ prize: 50 }, { prize: { amount: 50 } }],
      [{ prizeName: 'Cupom', prizeAmount: 25.5 }, { prize: { name: 'Cupom', amount: 25.5 } }],
      [{ reward: 'Camiseta' }, { prize: { name: 'Camiseta' } }],
      [null, {}],
    ];
    for (const [value, expected] of forms) {
      const seen = capture('post', '/wps/relay/MCS2_claimRafflePromotion', value);
      await expect(client().rewards.claimRaffle('2', { idempotencyKey: 'k-1' })).resolves.toEqual(expected);
      expect(seen[0]!.headers.get('Idempotency-Key')).toBe('k-1');
      expect(JSON.parse(seen[0]!.body)).toEqual({ promotionId: '2' });
    }
  });

  it('§5 apply: multipart with promotionId, comment and one images part per picture', async () => {
    const seen = capture('post', '/wps/relay/MCS2_applyPromotion', { status: 'Applying' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
    const jpg = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'b.jpg', { type: 'image/jpeg' });
    await expect(
      client().rewards.apply({ promotionId: '1', comment: 'Meu depósito 👍🏽', images: [png, jpg] }),
    ).resolves.toEqual({ status: 'Applying' });
    const request = seen[0]!;
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.request.formData();
    expect(form.get('promotionId')).toBe('1');
    expect(form.get('comment')).toBe('Meu depósito 👍🏽');
    expect((form.getAll('images') as File[]).map((file) => [file.name, file.size])).toEqual([
      ['a.png', 4],
      ['b.jpg', 3],
    ]);
  });

  it('a call’s transport replaces the client’s fetch (how an upload reports its progress)', async () => {
    const seen = capture('post', '/wps/relay/MCS2_applyPromotion', { status: 'Applying' });
    const sent: string[] = [];
    const transport: typeof fetch = (input, init) => {
      sent.push(String(input));
      return globalThis.fetch(input, init);
    };
    await client().call('applyPromotion', { promotionId: '1', comment: 'x', images: [] }, { transport });
    expect(sent).toEqual([`${GATEWAY}/wps/relay/MCS2_applyPromotion`]);
    expect(seen).toHaveLength(1);
    // Without XMLHttpRequest (Node) the upload goes through fetch, without progress.
    await expect(
      client().rewards.apply({ promotionId: '1', comment: 'x', images: [] }, { onUploadProgress: () => {} }),
    ).resolves.toEqual({ status: 'Applying' });
  });

  it('§5 apply: more than 3 images is never sent', async () => {
    const seen = capture('post', '/wps/relay/MCS2_applyPromotion', null);
    const image = new Blob([new Uint8Array([1])]);
    const error = await client()
      .rewards.apply({ promotionId: '1', comment: 'x', images: [image, image, image, image] })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'invalid-request' });
    expect(seen).toHaveLength(0);
  });
});

describe('§7 MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard (GET)', () => {
  it('reads missions and the leaderboard in their plausible forms', async () => {
    capture('get', '/wps/relay/MCSFE_getMissionSummaryDetails', {
      missions: [
        { id: 'M1', missionName: 'Apostar 10 vezes', current: '4', goal: 10, rewardAmount: 5 },
        {
          id: 'M2',
          title: 'Depositar',
          progress: 1,
          target: 1,
          reward: 20,
          status: 'CLAIMED',
          endTime: '2026-12-01 00:00:00',
        },
      ],
    });
    capture('get', '/wps/relay/MCSFE_getMissionLeaderboard', [
      { ranking: 1, customerName: 'an***', points: '980' },
      { rank: 2, name: 'jogador01', score: 720, isMe: true },
      { name: 'no rank' },
    ]);
    await expect(client().rewards.missions()).resolves.toEqual([
      { id: 'M1', title: 'Apostar 10 vezes', progress: 4, target: 10, reward: 5, claimed: false },
      {
        id: 'M2',
        title: 'Depositar',
        progress: 1,
        target: 1,
        reward: 20,
        claimed: true,
        endsAt: new Date('2026-12-01T00:00:00').toISOString(),
      },
    ]);
    await expect(client().rewards.leaderboard()).resolves.toEqual([
      { rank: 1, name: 'an***', score: 980 },
      { rank: 2, name: 'jogador01', score: 720, isSelf: true },
    ]);
  });

  it('claiming a mission carries the Idempotency-Key and reads what it paid', async () => {
    const seen = capture('post', '/wps/relay/MCS2_claimMissionReward', { amount: '20' });
    await expect(client().rewards.claimMission('M2', { idempotencyKey: 'm-1' })).resolves.toEqual({
      reward: 20,
    });
    expect(seen[0]!.headers.get('Idempotency-Key')).toBe('m-1');
  });
});

describe('messages (messageV2): paged inbox and mark read', () => {
  it('reads a page with its total, read flags in several spellings', async () => {
    capture('get', '/wps/relay/CSP_getMessageList', {
      content: [
        { id: 9, title: 'Olá', content: '<p>x</p>', createTime: 1790000000000, isRead: 0 },
        { id: 8, subject: 'Bônus', body: 'y', timestamp: '2026-11-20T10:00:00Z', status: 'READ' },
      ],
      totalElements: '23',
    });
    await expect(client().rewards.messages(1, 10)).resolves.toEqual({
      total: 23,
      messages: [
        {
          id: '9',
          title: 'Olá',
          content: '<p>x</p>',
          sentAt: new Date(1790000000000).toISOString(),
          read: false,
        },
        { id: '8', title: 'Bônus', content: 'y', sentAt: '2026-11-20T10:00:00.000Z', read: true },
      ],
    });
  });

  it('a bare list is one page whose total is its length; mark read posts the id', async () => {
    capture('get', '/wps/relay/CSP_getMessageList', [{ id: 1, title: 'a', read: true }]);
    await expect(client().rewards.messages(1, 10)).resolves.toMatchObject({ total: 1 });
    const seen = capture('post', '/wps/relay/CSP_readMessage', null);
    await client().rewards.markRead('9');
    expect(JSON.parse(seen[0]!.body)).toEqual({ messageId: '9' });
  });
});

describe('issue 23 item 6 messages: categories, mark all read and delete (readings)', () => {
  it('reads a category under plausible names and words; none, or an unknown word, is no category', async () => {
    capture('get', '/wps/relay/CSP_getMessageList', {
      list: [
        { id: 1, title: 'a', category: 'SYSTEM' },
        { id: 2, title: 'b', type: 'promo' },
        { id: 3, title: 'c', messageType: 'Transaction' },
        { id: 4, title: 'd', kind: 'weather' },
        { id: 5, title: 'e' },
      ],
    });
    const page = await client().rewards.messages(1, 10);
    expect(page.messages.map((message) => message.category)).toEqual([
      'system',
      'promotion',
      'account',
      undefined,
      undefined,
    ]);
    expect(page.messages[4]).not.toHaveProperty('category');
  });

  it('mark all read posts no body; delete posts the id', async () => {
    const all = capture('post', '/wps/relay/CSP_readAllMessages', null);
    await client().rewards.markAllRead();
    expect(all).toHaveLength(1);
    const deleted = capture('post', '/wps/relay/CSP_deleteMessage', null);
    await client().rewards.deleteMessage('7');
    expect(JSON.parse(deleted[0]!.body)).toEqual({ messageId: '7' });
  });
});
