import type { HttpHandler } from 'msw';
import { captchaSvg, svgDataUrl } from '../captcha.ts';
import { endpointHandler, type HandlerContext, ok } from './respond.ts';

export function captchaHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    endpointHandler(ctx, 'captcha', () => {
      const { key, code } = ctx.db.issueCaptcha();
      return ok({ image: svgDataUrl(captchaSvg(code, ctx.db.random)), key });
    }),
  ];
}
