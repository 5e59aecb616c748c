import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import {
  type InvitedFriendFixture,
  invitedFriendFixtures,
  VIP_LEVELS,
  VIP_TOTALS,
} from '../fixtures/memberProgress.ts';
import { readQuery } from './query.ts';
import { bearerToken, endpointHandler, type HandlerContext, ok, unauthorized } from './respond.ts';

/** The VIP progress and benefits, and the invited friends (issue 23 item 6, readings). */
export function memberProgressHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    // Every account sees the benefits table; one whose §3 clubLabel carries a level also its progress.
    endpointHandler(ctx, 'vipProgress', ({ request }) => {
      const who = ctx.db.accountForToken(bearerToken(request));
      if (!who) return unauthorized();
      const levels = VIP_LEVELS.map(({ validBetNeeded: _bets, depositNeeded: _deposits, ...level }) => level);
      const level = typeof who.clubLabel === 'object' ? who.clubLabel.level : undefined;
      if (level === undefined) return ok({ levels });
      const current = VIP_LEVELS.find((entry) => entry.level === level);
      const next = VIP_LEVELS.find((entry) => entry.level === level + 1);
      const totals = VIP_TOTALS[who.id] ?? { validBet: 0, deposit: 0 };
      return ok({
        level,
        name: current?.name,
        ...(next
          ? {
              nextLevel: next.level,
              nextName: next.name,
              requirements: [
                { kind: 'VALID_BET', done: totals.validBet, needed: next.validBetNeeded },
                { kind: 'DEPOSIT', done: totals.deposit, needed: next.depositNeeded },
              ],
            }
          : { requirements: [] }),
        levels,
      });
    }),

    // The fixture's earlier friends, then the accounts registered with this one's code in this session (newest first).
    endpointHandler(ctx, 'invitedFriends', ({ request }) => {
      const who = ctx.db.accountForToken(bearerToken(request));
      if (!who) return unauthorized();
      const query = readQuery(request, endpoints.invitedFriends.request);
      if (!query.ok) return query.response;
      const registered: InvitedFriendFixture[] = ctx.db.state.accounts
        .filter((account) => account.referredBy === who.id)
        .map((account) => ({
          account: account.account,
          joinedAt: ctx.db.now(),
          status: 'REGISTERED',
          earned: 0,
        }));
      const friends = [...registered.reverse(), ...invitedFriendFixtures(who.id)];
      const { pageNo, pageSize } = query.data;
      return ok({
        friends: friends.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        total: friends.length,
        totalEarned: friends.reduce((sum, friend) => sum + friend.earned, 0),
      });
    }),
  ];
}
