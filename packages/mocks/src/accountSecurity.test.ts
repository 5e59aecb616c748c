import { createGatewayClient, type GatewayClient, isGatewayError } from '@sorte/gateway';
import { describe, expect, it } from 'vitest';
import { createDb } from './db.ts';
import { type Dialect, SERVED_DIALECTS } from './dialect.ts';
import { DEMO_PASSWORD } from './fixtures/accounts.ts';
import { applyScenario } from './scenarios.ts';
import { GATEWAY, mockGatewayForFile } from './test/mockGateway.ts';

const NOW = Date.UTC(2026, 10, 28, 15, 0, 0);
const db = createDb({ now: () => NOW });
mockGatewayForFile({ db });

async function signedIn(dialect: Dialect, username = 'jogador01'): Promise<GatewayClient> {
  applyScenario({ dialect }, db);
  let token: string | null = null;
  const gw = createGatewayClient({
    baseUrl: GATEWAY,
    getToken: () => token,
    onUnauthorized: () => {
      token = null;
    },
  });
  token = (await gw.session.login({ type: 'username', username, password: DEMO_PASSWORD })).token;
  return gw;
}

describe.each(SERVED_DIALECTS)('issue 23 item 5: the security centre in the %s dialect', (dialect) => {
  it('login history: two weeks of logins, newest first, one refused, this device among them', async () => {
    db.reset();
    const gw = await signedIn(dialect);
    const history = await gw.accountSecurity.loginHistory();
    expect(history.length).toBeGreaterThanOrEqual(10);
    expect(history.length).toBeLessThanOrEqual(20);
    expect(history.some((login) => !login.succeeded)).toBe(true);
    expect(history.map((login) => login.time)).toEqual(
      history
        .map((login) => login.time)
        .toSorted()
        .reverse(),
    );
    expect(history[0]).toMatchObject({ ip: '189.45.87.12', device: 'Chrome · Android', succeeded: true });
    expect(history.every((login) => login.place !== undefined && login.ip !== undefined)).toBe(true);
  });

  it('sessions: this device first and marked, then the others; ending one removes it for good', async () => {
    db.reset();
    const gw = await signedIn(dialect);
    const sessions = await gw.accountSecurity.activeSessions();
    expect(sessions.map((session) => session.current)).toEqual([true, false, false, false]);
    await gw.accountSecurity.endSession({ sessionId: 'dev-iphone' });
    const after = await gw.accountSecurity.activeSessions();
    expect(after.map((session) => session.id)).not.toContain('dev-iphone');
    expect(after).toHaveLength(3);
    const again = await gw.accountSecurity.endSession({ sessionId: 'dev-iphone' }).catch((error) => error);
    expect(isGatewayError(again, 'rejected')).toBe(true);
  });

  it('ending the other sessions keeps this one and signs another browser of the account out', async () => {
    db.reset();
    const elsewhere = await signedIn(dialect);
    const here = await signedIn(dialect);
    expect(await here.accountSecurity.activeSessions()).toHaveLength(5);
    await here.accountSecurity.endOtherSessions();
    const left = await here.accountSecurity.activeSessions();
    expect(left).toHaveLength(1);
    expect(left[0]?.current).toBe(true);
    const signedOut = await elsewhere.accountSecurity.activeSessions().catch((error) => error);
    expect(isGatewayError(signedOut, 'unauthorized')).toBe(true);
  });

  it('the current session cannot be ended from the list', async () => {
    db.reset();
    const gw = await signedIn(dialect);
    const [current] = await gw.accountSecurity.activeSessions();
    const refused = await gw.accountSecurity.endSession({ sessionId: current!.id }).catch((error) => error);
    expect(isGatewayError(refused, 'rejected')).toBe(true);
    expect(await gw.accountSecurity.activeSessions()).toHaveLength(4);
  });

  it('personal data: the registered name, contacts, birthday, CPF and registration day', async () => {
    db.reset();
    const gw = await signedIn(dialect);
    const data = await gw.accountSecurity.personalData();
    expect(data).toMatchObject({
      name: 'Ana Beatriz Souza',
      username: 'jogador01',
      mobileNum: '11987654321',
      countryDialingCode: '55',
      email: 'ana.souza@sorte.example',
      birthday: '1992-03-14',
      idNumber: '529.982.247-25',
    });
    expect(data.registeredAt).toMatch(/^2026-/);
  });
});
