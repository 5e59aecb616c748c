import type { HttpHandler } from 'msw';
import {
  domainRouteFixture,
  permissionFixture,
  registerSettingsFixture,
  whiteLabelTree,
} from '../fixtures/system.ts';
import { endpointHandler, type HandlerContext, ok } from './respond.ts';

export function systemHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    endpointHandler(ctx, 'systemStatus', () =>
      ok({ status: ctx.db.scenario.systemStatus, ip: ctx.db.scenario.visitorIp }),
    ),
    endpointHandler(ctx, 'whiteLabel', () => ok(whiteLabelTree(ctx.db.scenario.whiteLabel))),
    endpointHandler(ctx, 'permission', () => ok(permissionFixture(ctx.db.scenario))),
    endpointHandler(ctx, 'registerSettings', () => ok(registerSettingsFixture())),
    // GET /wps/system/domainRoute (§7 System): the operator's domains, plus the host the site is served from (the
    // page's Origin or Referer, else the gateway's own host) unless the scenario says it is not listed.
    endpointHandler(ctx, 'domainRoute', ({ request }) => {
      const pageHosts = ctx.db.scenario.domainListed
        ? [request.headers.get('origin'), request.headers.get('referer'), request.url].flatMap((raw) => {
            try {
              return raw ? [new URL(raw).host] : [];
            } catch {
              return [];
            }
          })
        : [];
      return ok(
        domainRouteFixture(ctx.db.scenario.domainListed ? ['localhost', '127.0.0.1', ...pageHosts] : []),
      );
    }),
  ];
}
