import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import {
  deviceFromUserAgent,
  endOtherSessions,
  endSession,
  loginHistoryOf,
  personalDataOf,
  sessionsOf,
} from '../accountSecurityState.ts';
import {
  bearerToken,
  endpointHandler,
  type HandlerContext,
  ok,
  readPayload,
  reject,
  unauthorized,
} from './respond.ts';

/** Server messages of the session calls (data, not UI copy). */
export const SESSION_MESSAGES = {
  unknownSession: 'Session not found',
} as const;

/** The security centre's login history, signed-in devices and personal data (../accountSecurityState.ts). */
export function accountSecurityHandlers(ctx: HandlerContext): HttpHandler[] {
  const signedIn = (request: Request) => {
    const token = bearerToken(request);
    const account = ctx.db.accountForToken(token);
    return account && token ? { account, token } : undefined;
  };
  return [
    endpointHandler(ctx, 'loginHistory', ({ request }) => {
      const who = signedIn(request);
      if (!who) return unauthorized();
      return ok({
        list: loginHistoryOf(ctx.db, who.account, deviceFromUserAgent(request.headers.get('user-agent'))),
      });
    }),

    endpointHandler(ctx, 'activeSessions', ({ request }) => {
      const who = signedIn(request);
      if (!who) return unauthorized();
      const device = deviceFromUserAgent(request.headers.get('user-agent'));
      return ok({ sessions: sessionsOf(ctx.db, who.account, who.token, device) });
    }),

    endpointHandler(ctx, 'endSession', async ({ request }) => {
      const who = signedIn(request);
      if (!who) return unauthorized();
      const payload = await readPayload(ctx, request, endpoints.endSession.request);
      if (!payload.ok) return payload.response;
      if (!endSession(ctx.db, who.account, who.token, payload.data.sessionId))
        return reject(SESSION_MESSAGES.unknownSession);
      return ok(null);
    }),

    endpointHandler(ctx, 'endOtherSessions', ({ request }) => {
      const who = signedIn(request);
      if (!who) return unauthorized();
      endOtherSessions(ctx.db, who.account, who.token);
      return ok(null);
    }),

    endpointHandler(ctx, 'personalData', ({ request }) => {
      const who = signedIn(request);
      if (!who) return unauthorized();
      return ok(personalDataOf(ctx.db, who.account));
    }),
  ];
}
