import {
  ChangePasswordRequestSchema,
  dropNulls,
  ENDPOINT_NAMES,
  type EndpointName,
  EnvelopeSchema,
  endpoints,
  MemberInfoSchema,
  PermissionInfoSchema,
  RegisterFieldSettingSchema,
  RegisterSettingsSchema,
  requestTravelsInQuery,
  toQueryParams,
  WalletBalanceSchema,
  WhiteLabelSchema,
} from '@sorte/gateway';
import { getResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createDb } from './db.ts';
import { DIALECTS } from './dialect.ts';
import { accountFixtures, DEMO_PASSWORD } from './fixtures/accounts.ts';
import { permissionFixture, registerSettingsFixture, whiteLabelTree } from './fixtures/system.ts';
import { balanceView, createHandlers, memberInfoView } from './handlers/index.ts';
import { defaultScenario } from './scenarios.ts';
import { ACCOUNT_PREPARE, ACCOUNT_REQUESTS } from './test/accountRequests.ts';
import { ACCOUNT_SECURITY_REQUESTS } from './test/accountSecurityRequests.ts';
import { AGENT_HOME_PREPARE, AGENT_HOME_REQUESTS } from './test/agentHomeRequests.ts';
import { AGENT_TEAM_CALLER, AGENT_TEAM_REQUESTS } from './test/agentTeamRequests.ts';
import { CASHIER_PREPARE, CASHIER_REQUESTS } from './test/cashierRequests.ts';
import { CONTRACTS_REQUESTS } from './test/contractsRequests.ts';
import { LOBBY_REQUESTS } from './test/lobbyRequests.ts';
import { PAUSES_PREPARE, PAUSES_REQUESTS } from './test/pausesRequests.ts';
import { PLAYER_LIMITS_PREPARE, PLAYER_LIMITS_REQUESTS } from './test/playerLimitsRequests.ts';
import { POINTS_REQUESTS } from './test/pointsRequests.ts';
import { RECORDS_REQUESTS } from './test/recordsRequests.ts';
import { REWARDS_REQUESTS } from './test/rewardsRequests.ts';
import { SESSION_SUMMARY_REQUESTS } from './test/sessionSummaryRequests.ts';
import { TWO_STEP_PREPARE, TWO_STEP_REQUESTS } from './test/twoStepRequests.ts';

const ORIGIN = 'http://mock.test';

/** Ask the handlers directly (no client, so no client-side leniency is involved). */
async function ask(db: ReturnType<typeof createDb>, name: EndpointName, body?: unknown, token?: string) {
  const handlers = createHandlers(db, { baseUrl: '' });
  const e = endpoints[name];
  // Every money call carries an Idempotency-Key; the other calls ignore it.
  const headers: Record<string, string> = { 'Idempotency-Key': `schemas-${name}` };
  if (e.modId) headers['X-Mod-Id'] = e.modId;
  if (token) headers.Authorization = `Bearer ${token}`;
  // GET requests (and the favourite DELETE) carry their parameters in the query, like the client sends them.
  const inQuery = body !== undefined && requestTravelsInQuery(e);
  const search = inQuery ? `?${new URLSearchParams(toQueryParams(body))}` : '';
  const multipart = body !== undefined && e.requestIn === 'multipart';
  if (body !== undefined && !inQuery && !multipart) headers['Content-Type'] = 'application/json';
  const form = new FormData();
  if (multipart) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>))
      form.append(key, value instanceof Blob ? value : String(value));
  }
  const response = await getResponse(
    handlers,
    new Request(`${ORIGIN}${e.path}${search}`, {
      method: e.method,
      headers,
      body: body === undefined || inQuery ? undefined : multipart ? form : JSON.stringify(body),
    }),
  );
  if (!response) throw new Error(`no handler for ${name}`);
  return { status: response.status, json: (await response.json()) as unknown };
}

const REQUESTS: Partial<Record<EndpointName, unknown>> = {
  login: { type: 'username', username: 'jogador01', password: DEMO_PASSWORD },
  smsNoLogin: { mobileNum: '11987654321', countryDialingCode: '55' },
  changePassword: { oldPassword: DEMO_PASSWORD, newPassword: 'Sorte2027', confirmNewPassword: 'Sorte2027' },
  ...ACCOUNT_REQUESTS,
  ...LOBBY_REQUESTS,
  ...POINTS_REQUESTS,
  ...CASHIER_REQUESTS,
  ...RECORDS_REQUESTS,
  ...REWARDS_REQUESTS,
  ...AGENT_TEAM_REQUESTS,
  ...AGENT_HOME_REQUESTS,
  ...CONTRACTS_REQUESTS,
  ...ACCOUNT_SECURITY_REQUESTS,
  ...PAUSES_REQUESTS,
  ...TWO_STEP_REQUESTS,
  ...PLAYER_LIMITS_REQUESTS,
  ...SESSION_SUMMARY_REQUESTS,
  invitedFriends: { pageNo: 1, pageSize: 20 },
};

/** State a request needs before it can succeed (e.g. an SMS code sent), per endpoint. */
const PREPARE: Partial<Record<EndpointName, (db: ReturnType<typeof createDb>) => void>> = {
  ...ACCOUNT_PREPARE,
  ...CASHIER_PREPARE,
  ...AGENT_HOME_PREPARE,
  ...PAUSES_PREPARE,
  ...TWO_STEP_PREPARE,
  ...PLAYER_LIMITS_PREPARE,
};

describe.each(DIALECTS)(
  '§7 every mocked success response passes the gateway schemas (%s dialect)',
  (dialect) => {
    it.each(ENDPOINT_NAMES)('%s', async (name) => {
      const db = createDb();
      db.scenario = { ...db.scenario, dialect };
      const token = db.openSession(db.findAccount(AGENT_TEAM_CALLER[name] ?? 'jogador01')!);
      PREPARE[name]?.(db);
      const { status, json } = await ask(db, name, REQUESTS[name], token);
      expect(status).toBe(200);
      // As the client reads it: null is absent.
      const envelope = v.parse(EnvelopeSchema, dropNulls(json));
      expect(envelope.success).toBe(true);
      const parsed = v.safeParse(endpoints[name].response as v.GenericSchema, envelope.value);
      expect(parsed.issues ?? []).toEqual([]);
    });

    it('status, white label and permission pass in every scenario variant', async () => {
      for (const systemStatus of [0, 1, 2]) {
        const db = createDb();
        db.scenario = { ...db.scenario, systemStatus };
        for (const name of ['systemStatus', 'whiteLabel', 'permission'] as const) {
          const { json } = await ask(db, name);
          const envelope = v.parse(EnvelopeSchema, json);
          expect(v.safeParse(endpoints[name].response as v.GenericSchema, envelope.value).success).toBe(true);
        }
      }
    });
  },
);

describe('§7 change password round trip through the gateway schemas', () => {
  it('a request built with ChangePasswordRequestSchema is accepted; rejections are message envelopes', async () => {
    const db = createDb();
    const token = db.openSession(db.findAccount('jogador01')!);
    const request = (newPassword: string, confirmNewPassword = newPassword) =>
      v.parse(ChangePasswordRequestSchema, { oldPassword: DEMO_PASSWORD, newPassword, confirmNewPassword });
    for (const body of [request('Sorte2027', 'Sorte2028'), request(DEMO_PASSWORD), request('short')]) {
      const { status, json } = await ask(db, 'changePassword', body, token);
      expect(status).toBe(200);
      const envelope = v.parse(EnvelopeSchema, json);
      expect(envelope).toMatchObject({ success: false, message: expect.any(String) });
    }
    const { json } = await ask(db, 'changePassword', request('Sorte2027'), token);
    const envelope = v.parse(EnvelopeSchema, json);
    expect(envelope.success).toBe(true);
    expect(v.parse(endpoints.changePassword.response, envelope.value)).toBeUndefined();
  });
});

describe('§3 every fixture passes the gateway schemas', () => {
  it.each(accountFixtures().map((a) => [a.account, a] as const))(
    'account %s: member info and balance',
    (_, account) => {
      expect(v.parse(MemberInfoSchema, memberInfoView(account))).toMatchObject({
        id: account.id,
        account: account.account,
        type: account.type,
      });
      expect(v.parse(WalletBalanceSchema, balanceView(account)).balance).toBe(account.balance);
    },
  );

  it('white-label tree, permission info and register settings', () => {
    const scenario = defaultScenario();
    expect(v.safeParse(WhiteLabelSchema, whiteLabelTree(scenario.whiteLabel)).success).toBe(true);
    expect(v.safeParse(PermissionInfoSchema, permissionFixture(scenario)).success).toBe(true);
    const settings = registerSettingsFixture();
    expect(v.safeParse(RegisterSettingsSchema, settings).success).toBe(true);
    for (const field of Object.values(settings.fields)) {
      expect(v.safeParse(RegisterFieldSettingSchema, field).success).toBe(true);
    }
  });

  it('the register-rule patterns compile', () => {
    for (const field of Object.values(registerSettingsFixture().fields)) {
      const pattern = field.validation?.acceptedPattern;
      // '*' is the spec's "any" (§5), not a regex
      if (pattern && pattern !== '*') expect(() => new RegExp(pattern, 'u')).not.toThrow();
    }
  });
});
