import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import {
  endpointHandler,
  type HandlerContext,
  ok,
  phoneAuthRefusal,
  readPayload,
  reject,
} from './respond.ts';
import { LOGIN_MESSAGES } from './session.ts';

export function verificationHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    endpointHandler(ctx, 'smsNoLogin', async ({ request }) => {
      const payload = await readPayload(ctx, request, endpoints.smsNoLogin.request);
      if (!payload.ok) return payload.response;
      const { countryDialingCode, mobileNum } = payload.data;
      if (!ctx.db.findAccountByMobile(countryDialingCode, mobileNum))
        return reject(LOGIN_MESSAGES.unknownMobile);
      const refusal = phoneAuthRefusal(ctx, 'send');
      if (refusal) return refusal;
      ctx.db.sendSmsCode(countryDialingCode, mobileNum);
      return ok({ expiredMinutes: ctx.db.scenario.smsExpiredMinutes });
    }),
  ];
}
