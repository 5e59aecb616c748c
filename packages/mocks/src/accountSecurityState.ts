import { registeredOn } from './agentTeam.ts';
import type { MockDb } from './db.ts';
import type { MockAccount } from './fixtures/mockAccount.ts';
import { hashText } from './fixtures/random.ts';

// The security centre's login history, signed-in devices and personal data (issue 23 item 5). Every account has a
// few other devices signed in and a couple of weeks of logins (one refused), dated from when it was first asked, so a
// list stays the same while a test or a demo walks it. Ending a session removes it for good: a fixture device is
// remembered as ended, a real session (another token of the same account) is closed.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Per account id: when its lists were first asked for, and the fixture devices signed out since. */
export type AccountSecurityState = Record<string, { seededAt: number; endedDeviceIds: string[] }>;

declare module './db.ts' {
  interface MockState {
    /** Login history and signed-in devices per account (./accountSecurityState.ts; seeded on first use). */
    accountSecurity?: AccountSecurityState;
  }
}

/** The wire form of a signed-in device (the names our reader takes first). */
export interface SessionView {
  sessionId: string;
  device: string;
  ip: string;
  place: string;
  lastActive: string;
  current: boolean;
}

/** This device's address in the simulation (a browser's request carries none the simulation can see). */
export const THIS_DEVICE_IP = '189.45.112.37';

const OTHER_DEVICES = [
  {
    id: 'dev-android',
    device: 'Chrome · Android',
    ip: '189.45.87.12',
    place: 'São Paulo, SP, BR',
    idleMs: 2 * HOUR_MS,
  },
  {
    id: 'dev-iphone',
    device: 'Safari · iOS',
    ip: '177.92.14.201',
    place: 'Campinas, SP, BR',
    idleMs: 26 * HOUR_MS,
  },
  {
    id: 'dev-windows',
    device: 'Edge · Windows',
    ip: '201.17.33.9',
    place: 'Rio de Janeiro, RJ, BR',
    idleMs: 3 * DAY_MS,
  },
] as const;

/** Logins before the lists were first asked for: hours back, device, and whether the password was right. */
const LOGINS: readonly { hoursAgo: number; deviceId: string; succeeded: boolean }[] = [
  { hoursAgo: 2, deviceId: 'dev-android', succeeded: true },
  { hoursAgo: 26, deviceId: 'dev-iphone', succeeded: true },
  { hoursAgo: 30, deviceId: 'stranger', succeeded: false },
  { hoursAgo: 30.1, deviceId: 'stranger', succeeded: false },
  { hoursAgo: 49, deviceId: 'this', succeeded: true },
  { hoursAgo: 72, deviceId: 'dev-windows', succeeded: true },
  { hoursAgo: 97, deviceId: 'dev-android', succeeded: true },
  { hoursAgo: 122, deviceId: 'this', succeeded: true },
  { hoursAgo: 150, deviceId: 'dev-iphone', succeeded: true },
  { hoursAgo: 171, deviceId: 'dev-android', succeeded: true },
  { hoursAgo: 198, deviceId: 'this', succeeded: false },
  { hoursAgo: 198.05, deviceId: 'this', succeeded: true },
  { hoursAgo: 244, deviceId: 'dev-windows', succeeded: true },
  { hoursAgo: 290, deviceId: 'dev-android', succeeded: true },
  { hoursAgo: 317, deviceId: 'this', succeeded: true },
];

const STRANGER = { device: 'Firefox · Linux', ip: '45.161.20.7', place: 'Fortaleza, CE, BR' };
const THIS_DEVICE = { ip: THIS_DEVICE_IP, place: 'São Paulo, SP, BR' };

/** "Chrome · Windows" from a User-Agent; a plain "Navegador web" when it says nothing we know. */
export function deviceFromUserAgent(userAgent: string | null): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : undefined;
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : undefined;
  return browser && system ? `${browser} · ${system}` : (browser ?? system ?? 'Navegador web');
}

function securityOf(db: MockDb, account: MockAccount) {
  db.state.accountSecurity ??= {};
  db.state.accountSecurity[account.id] ??= { seededAt: db.now(), endedDeviceIds: [] };
  return db.state.accountSecurity[account.id]!;
}

/** A session's id on the wire: derived from its token, never the token itself. */
export const sessionIdOf = (token: string) => `web-${hashText(token).toString(16)}`;

const tokensOf = (db: MockDb, account: MockAccount) =>
  Object.entries(db.state.sessions)
    .filter(([, id]) => id === account.id)
    .map(([token]) => token);

/** The account's signed-in devices: this one first, then its other browser sessions, then the fixture's devices. */
export function sessionsOf(db: MockDb, account: MockAccount, token: string, device: string): SessionView[] {
  const { seededAt, endedDeviceIds } = securityOf(db, account);
  const now = new Date(db.now()).toISOString();
  const browsers = tokensOf(db, account).map(
    (other): SessionView => ({
      sessionId: sessionIdOf(other),
      device: other === token ? device : 'Navegador web',
      ...THIS_DEVICE,
      lastActive: now,
      current: other === token,
    }),
  );
  const fixtures = OTHER_DEVICES.filter(({ id }) => !endedDeviceIds.includes(id)).map(
    ({ id, device: name, ip, place, idleMs }): SessionView => ({
      sessionId: id,
      device: name,
      ip,
      place,
      lastActive: new Date(seededAt - idleMs).toISOString(),
      current: false,
    }),
  );
  return [...browsers.sort((a, b) => Number(b.current) - Number(a.current)), ...fixtures];
}

/**
 * Ends one of the account's sessions other than `token`'s; false when it has none by that id (already ended,
 * someone else's, or this very session, which is ended by logging out).
 */
export function endSession(db: MockDb, account: MockAccount, token: string, sessionId: string): boolean {
  const state = securityOf(db, account);
  const browser = tokensOf(db, account).find((other) => other !== token && sessionIdOf(other) === sessionId);
  if (browser !== undefined) {
    db.closeSession(browser);
    return true;
  }
  const fixture = OTHER_DEVICES.find(({ id }) => id === sessionId);
  if (fixture === undefined || state.endedDeviceIds.includes(fixture.id)) return false;
  state.endedDeviceIds.push(fixture.id);
  return true;
}

/** Every session of the account but `token`'s. */
export function endOtherSessions(db: MockDb, account: MockAccount, token: string): void {
  const state = securityOf(db, account);
  for (const other of tokensOf(db, account)) if (other !== token) db.closeSession(other);
  state.endedDeviceIds = OTHER_DEVICES.map(({ id }) => id);
}

/** The account's logins, newest first (this device's under `device`). */
export function loginHistoryOf(db: MockDb, account: MockAccount, device: string) {
  const { seededAt } = securityOf(db, account);
  return LOGINS.map(({ hoursAgo, deviceId, succeeded }) => {
    const where =
      deviceId === 'this'
        ? { device, ...THIS_DEVICE }
        : deviceId === 'stranger'
          ? STRANGER
          : OTHER_DEVICES.find(({ id }) => id === deviceId)!;
    return {
      time: new Date(seededAt - hoursAgo * HOUR_MS).toISOString(),
      ip: where.ip,
      device: where.device,
      place: where.place,
      success: succeeded,
    };
  });
}

/** The fixture accounts' registered names, birthdays and CPFs (test numbers, valid check digits). */
const PERSONAL: Readonly<Record<string, { payeeName: string; birthday: string; idNumber: string }>> = {
  '10001': { payeeName: 'Ana Beatriz Souza', birthday: '1992-03-14', idNumber: '529.982.247-25' },
  '20001': { payeeName: 'Carlos Eduardo Lima', birthday: '1985-11-02', idNumber: '111.444.777-35' },
};

/** Personal data under the §3 register names; a registered account's come from what it sent. */
export function personalDataOf(db: MockDb, account: MockAccount) {
  const given: Partial<(typeof PERSONAL)[string]> = PERSONAL[account.id] ?? {};
  const profile = account.profile ?? {};
  const payeeName = profile.payeeName ?? given.payeeName;
  const birthday = profile.birthday ?? given.birthday;
  const idNumber = profile.idNumber ?? given.idNumber;
  return {
    account: account.account,
    ...(payeeName ? { payeeName } : {}),
    ...(account.mobile
      ? { mobileNum: account.mobile.mobileNum, countryDialingCode: account.mobile.countryDialingCode }
      : {}),
    ...(account.email ? { email: account.email } : {}),
    ...(birthday ? { birthday } : {}),
    ...(idNumber ? { idNumber } : {}),
    registerTime: `${registeredOn(db, account)} 10:00:00`,
  };
}
