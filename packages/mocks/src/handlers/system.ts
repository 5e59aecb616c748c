import type { HttpHandler } from 'msw';
import { permissionFixture, registerSettingsFixture, whiteLabelTree } from '../fixtures/system.ts';
import { endpointHandler, type HandlerContext, ok } from './respond.ts';

export function systemHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    endpointHandler(ctx, 'systemStatus', () =>
      ok({ status: ctx.db.scenario.systemStatus, ip: ctx.db.scenario.visitorIp }),
    ),
    endpointHandler(ctx, 'whiteLabel', () => ok(whiteLabelTree(ctx.db.scenario.whiteLabel))),
    endpointHandler(ctx, 'permission', () => ok(permissionFixture(ctx.db.scenario))),
    endpointHandler(ctx, 'registerSettings', () => ok(registerSettingsFixture())),
  ];
}
