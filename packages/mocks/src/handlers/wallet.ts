import type { HttpHandler } from 'msw';
import type { MockAccount } from '../fixtures/mockAccount.ts';
import { bearerToken, endpointHandler, type HandlerContext, ok, unauthorized } from './respond.ts';

/** The wire form of §3 wallet balance. */
export function balanceView(account: MockAccount) {
  return { balance: account.balance, isSingle: account.isSingle };
}

export function walletHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    endpointHandler(ctx, 'balance', ({ request }) => {
      const account = ctx.db.accountForToken(bearerToken(request));
      return account ? ok(balanceView(account)) : unauthorized();
    }),
  ];
}
