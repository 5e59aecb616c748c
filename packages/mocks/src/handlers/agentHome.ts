import { endpoints } from '@sorte/gateway';
import type { HttpHandler } from 'msw';
import { nextAccountId } from '../accountFlows.ts';
import { agentAnnouncementFixtures } from '../fixtures/agentAnnouncements.ts';
import { withHostileOverlay } from '../fixtures/content.ts';
import type { MockAccount } from '../fixtures/mockAccount.ts';
import { registerSettingsFixture } from '../fixtures/register.ts';
import {
  ACCOUNT_MESSAGES,
  type Body,
  PROFILE_FIELDS,
  passwordProblem,
  profileProblem,
  ruleAccepts,
  textOf,
} from './account.ts';
import {
  bearerToken,
  endpointHandler,
  type HandlerContext,
  ok,
  readPayload,
  reject,
  unauthorized,
} from './respond.ts';

const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

/** Server message when a non-agent asks for the agent calls (data, not UI copy). */
export const AGENT_ONLY_MESSAGE = 'Only agents can use this function';

/** The agent centre's announcements and downline registration. */
export function agentHomeHandlers(ctx: HandlerContext): HttpHandler[] {
  const agentOf = (request: Request): MockAccount | Response => {
    const who = ctx.db.accountForToken(bearerToken(request));
    if (!who) return unauthorized();
    return AGENT_TYPES.includes(who.type) ? who : reject(AGENT_ONLY_MESSAGE);
  };
  return [
    endpointHandler(ctx, 'agentAnnouncements', ({ request }) => {
      const agent = agentOf(request);
      if (agent instanceof Response) return agent;
      return ok({ list: withHostileOverlay(agentAnnouncementFixtures(), ctx.db.scenario.hostileHtml) });
    }),

    // The new player's upline is the agent (`uplineId`); no session opens for it.
    endpointHandler(ctx, 'registerDownline', async ({ request }) => {
      const agent = agentOf(request);
      if (agent instanceof Response) return agent;
      const payload = await readPayload(ctx, request, endpoints.registerDownline.request);
      if (!payload.ok) return payload.response;
      const body = payload.data as Body;
      const { fields } = registerSettingsFixture();
      const fail = (message: string, field: string) => reject(message, { field });
      const username = textOf(body, 'username');
      if (!ruleAccepts(fields.username?.validation, username))
        return fail(ACCOUNT_MESSAGES.usernameFormat, 'username');
      if (ctx.db.findAccount(username)) return fail(ACCOUNT_MESSAGES.usernameTaken, 'username');
      const problem = passwordProblem(body, fields) ?? profileProblem(body, fields);
      if (problem) return fail(problem.message, problem.field ?? 'username');
      const profile: Record<string, string> = {};
      for (const name of PROFILE_FIELDS) {
        const value = textOf(body, name);
        if (value !== '') profile[name] = value;
      }
      const id = nextAccountId(ctx.db, 30_000);
      ctx.db.state.accounts.push({
        id,
        account: username,
        password: body.password as string,
        nickname: profile.nickname ?? username,
        type: 0,
        balance: 0,
        isSingle: true,
        passwordExpired: false,
        hasLoggedIn: false,
        origin: 'register',
        referralCode: `R${id}`,
        profile,
        uplineId: agent.id,
        ...(profile.email ? { email: profile.email } : {}),
      });
      return ok({ account: username, id });
    }),
  ];
}
