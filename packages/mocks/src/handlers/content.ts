import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import {
  announcementFixtures,
  bannerFixtures,
  CHAT_HOST,
  chatModelFixtures,
  helpFixtures,
  noticeFixtures,
  popupFixtures,
  promotionFixtures,
  redEnvelopeFixtures,
  winnerFixtures,
  withHostileOverlay,
} from '../fixtures/content.ts';
import { unreadCountsOf } from '../rewardsState.ts';
import { pauseRefusal } from './pauses.ts';
import { readQuery } from './query.ts';
import {
  bearerToken,
  endpointHandler,
  type HandlerContext,
  ok,
  readPayload,
  reject,
  unauthorized,
} from './respond.ts';
import { claimRewardPromotion, payOncePerKey } from './rewards.ts';

export const CONTENT_MESSAGES = {
  chatModelNotFound: 'Chat service not found',
  promotionUnavailable: 'This promotion cannot be joined or claimed now',
} as const;

/** Join → Joined, Claim → Claimed (§4). */
const AFTER_ACTION: Readonly<Record<string, string>> = { join: 'Joined', claim: 'Claimed' };

/** Which popups an execution asks for: B anonymous; A logged in (its first-login popups, F, included); F only F. */
const EXECUTIONS: Readonly<Record<string, readonly string[]>> = { A: ['A', 'F'], B: ['B'], F: ['F'] };

const answer = (result: Response | { value: unknown }) =>
  result instanceof Response ? result : ok(result.value);

/** The public promotions (PR): one per §4 status, then the red envelopes (with the prize their claim pays). */
const publicPromotions = (): {
  id: number;
  status: string;
  content: string;
  prize?: { amount: number };
}[] => [...promotionFixtures(), ...redEnvelopeFixtures()];

export function contentHandlers(ctx: HandlerContext): HttpHandler[] {
  // The scenario's hostileHtml: every HTML item ends with the overlay sample.
  const served = <T extends { content: string }>(items: readonly T[]) =>
    withHostileOverlay(items, ctx.db.scenario.hostileHtml);
  return [
    // MCSFE_getListAnnouncements: { B, PL, PU, PR, H } for the types asked.
    endpointHandler(ctx, 'publicContent', ({ request }) => {
      const query = readQuery(request, endpoints.publicContent.request);
      if (!query.ok) return query.response;
      const types = new Set(query.data.types.split(','));
      const executions = EXECUTIONS[query.data.execution] ?? [];
      const value: Record<string, unknown[]> = {};
      if (types.has('B')) value.B = bannerFixtures();
      if (types.has('PL')) value.PL = served(announcementFixtures());
      if (types.has('PU'))
        value.PU = ctx.db.scenario.publicPopups
          ? served(popupFixtures().filter((popup) => executions.includes(popup.execution)))
          : [];
      if (types.has('PR')) {
        const who = ctx.db.accountForToken(bearerToken(request));
        const changed = (who && ctx.db.state.promotionStatuses?.[who.id]) ?? {};
        value.PR = served(publicPromotions()).map(({ prize: _prize, ...promotion }) => ({
          ...promotion,
          status: changed[String(promotion.id)] ?? promotion.status,
        }));
      }
      if (types.has('H')) value.H = served(helpFixtures());
      return ok(value);
    }),

    endpointHandler(ctx, 'popularNotices', () => ok({ list: served(noticeFixtures()) })),

    endpointHandler(ctx, 'winnerBoard', ({ request }) => {
      const query = readQuery(request, endpoints.winnerBoard.request);
      if (!query.ok) return query.response;
      const { gameCategory, limitNum } = query.data;
      const list = winnerFixtures()
        .filter((winner) => gameCategory === 'ALL' || winner.gameType === gameCategory.toUpperCase())
        .sort((a, b) => b.winAmount - a.winAmount)
        .slice(0, limitNum)
        .map(({ gameType: _gameType, ...winner }) => winner);
      return ok({ list });
    }),

    // MCS2_claimRafflePromotion: a Join or Claim promotion moves to Joined or Claimed for this account.
    endpointHandler(ctx, 'claimPromotion', async ({ request }) => {
      const who = ctx.db.accountForToken(bearerToken(request));
      if (!who) return unauthorized();
      const paused = pauseRefusal(ctx.db, who, 'claimPromotion');
      if (paused) return paused;
      const payload = await readPayload(ctx, request, endpoints.claimPromotion.request);
      if (!payload.ok) return payload.response;
      const id = payload.data.promotionId;
      const rewardAnswer = claimRewardPromotion(ctx, who, request, id);
      if (rewardAnswer) return rewardAnswer;
      const byAccount = ctx.db.state.promotionStatuses ?? {};
      ctx.db.state.promotionStatuses = byAccount;
      const statuses = byAccount[who.id] ?? {};
      byAccount[who.id] = statuses;
      const promotion = publicPromotions().find((candidate) => String(candidate.id) === id);
      const act = () => {
        const current = (statuses[id] ?? promotion?.status ?? '').toLowerCase();
        const next = AFTER_ACTION[current];
        if (!promotion || !next) return reject(CONTENT_MESSAGES.promotionUnavailable);
        statuses[id] = next;
        // A red envelope pays its prize when opened.
        if (!promotion.prize) return { value: { status: next } };
        who.balance = Math.round((who.balance + promotion.prize.amount) * 100) / 100;
        return { value: { status: next, prize: promotion.prize } };
      };
      return promotion?.prize ? payOncePerKey(ctx, who, request, act) : answer(act());
    }),

    // CSP_unreadCount (token): the account's unread counts per §2 badge (messages, missions, rewards), from the
    // inbox, missions and reward centre's state (../rewardsState.ts).
    endpointHandler(ctx, 'unreadCount', ({ request }) => {
      const who = ctx.db.accountForToken(bearerToken(request));
      if (!who) return unauthorized();
      return ok(unreadCountsOf(ctx.db, who));
    }),

    // GET /wps/system/helpCenter (lang, device WEB): the help topics; 'term' is the /help#term anchor.
    endpointHandler(ctx, 'helpCenter', ({ request }) => {
      const query = readQuery(request, endpoints.helpCenter.request);
      if (!query.ok) return query.response;
      const codes = ['term', 'deposit'];
      return ok({
        list: served(helpFixtures()).map((item, index) => ({
          code: codes[index] ?? `topic-${index + 1}`,
          title: item.title,
          content: item.content,
        })),
      });
    }),

    endpointHandler(ctx, 'chatModels', () => ok(chatModelFixtures())),

    endpointHandler(ctx, 'launchChat', async ({ request }) => {
      const payload = await readPayload(ctx, request, endpoints.launchChat.request);
      if (!payload.ok) return payload.response;
      const model = chatModelFixtures().find((entry) => entry.modelId === payload.data.modelId);
      if (!model) return reject(CONTENT_MESSAGES.chatModelNotFound);
      const visitor = ctx.db.accountForToken(bearerToken(request))?.id ?? 'visitante';
      return ok({ chatUrl: `${CHAT_HOST}/room/${model.modelId}?visitor=${encodeURIComponent(visitor)}` });
    }),
  ];
}
