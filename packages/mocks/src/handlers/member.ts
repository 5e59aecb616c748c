import type { HttpHandler } from 'msw';
import type { MockAccount } from '../fixtures/accounts.ts';
import { bearerToken, endpointHandler, type HandlerContext, ok, unauthorized } from './respond.ts';

/** The wire form of §3 member info. */
export function memberInfoView(account: MockAccount) {
  return {
    id: account.id,
    account: account.account,
    nickname: account.nickname,
    type: account.type,
    ...(account.clubLabel === undefined ? {} : { clubLabel: account.clubLabel }),
  };
}

export function memberHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    endpointHandler(ctx, 'memberInfo', ({ request }) => {
      const account = ctx.db.accountForToken(bearerToken(request));
      return account ? ok(memberInfoView(account)) : unauthorized();
    }),
  ];
}
