import type { FeedbackRecord } from './fixtures/accountPages.ts';
import { accountFixtures, DEMO_SMS_CODE } from './fixtures/accounts.ts';
import type { MockAccount } from './fixtures/mockAccount.ts';
import { defaultScenario, type Scenario, scenarioDefaults } from './scenarios.ts';

/** After this many failed logins for a username, the login needs a correct captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** How long an issued SMS code can be used (the resend countdown is `expiredMinutes`). */
export const SMS_CODE_VALID_MS = 5 * 60_000;
const CAPTCHA_VALID_MS = 5 * 60_000;
const MAX_CAPTCHAS = 200;

/**
 * The simulated gateway's whole state, saved as one JSON document in demo mode. The state modules add their own
 * slices to it (`declare module './db.ts'` in ./accountFlows.ts, ./cashierState.ts, ./pointsState.ts, ./recordsState.ts,
 * ./rewardsState.ts, ./contractsState.ts and ./accountSecurityState.ts), so this module imports none of them.
 */
export interface MockState {
  version: 1;
  accounts: MockAccount[];
  /** token → account id */
  sessions: Record<string, string>;
  /** token → when its session began, on the simulated clock (issue 26 item 3: the session clock). */
  sessionStarts?: Record<string, number>;
  /** account id → its ended sessions [began, ended] on the simulated clock (issue 26 item 2: playing time). */
  endedSessions?: Record<string, [number, number][]>;
  /** lower-case username → consecutive failed logins */
  failedLogins: Record<string, number>;
  /** captcha key → code */
  captchas: Record<string, { code: string; issuedAt: number }>;
  /** "<dialing code>:<mobile>" → last SMS code sent */
  smsCodes: Record<string, { code: string; sentAt: number }>;
  /** account id → favourite nodeIds, newest first (./lobbyState.ts; seeded on first use). */
  favourites?: Record<string, string[]>;
  /** account id → recently launched nodeIds, newest first. */
  recentGames?: Record<string, string[]>;
  /** account id → recently launched lottery game codes, newest first. */
  recentLotteries?: Record<string, string[]>;
  /** Promotion statuses changed by joining or claiming, per account id then promotion id. */
  promotionStatuses?: Record<string, Record<string, string>>;
  /** Feedback received through PUT /wps/feedback (./handlers/accountPages.ts), newest first. */
  feedback?: FeedbackRecord[];
  scenario: Scenario;
}

export interface MockDbOptions {
  now?: () => number;
  /** [0, 1) source for codes and captcha noise. */
  random?: () => number;
}

function secureRandom(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/** getRandomValues works outside secure contexts too (randomUUID does not). */
function randomHex(bytes: number): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

function freshState(): MockState {
  return {
    version: 1,
    accounts: accountFixtures(),
    sessions: {},
    failedLogins: {},
    captchas: {},
    smsCodes: {},
    scenario: defaultScenario(),
  };
}

export function digitsOnly(raw: string): string {
  return raw.replace(/\D/g, '');
}

export function mobileKey(countryDialingCode: string, mobileNum: string): string {
  return `${digitsOnly(countryDialingCode)}:${digitsOnly(mobileNum)}`;
}

export function createDb(options: MockDbOptions = {}) {
  const now = options.now ?? Date.now;
  const random = options.random ?? secureRandom;
  let state = freshState();

  const db = {
    now,
    random,
    get state(): MockState {
      return state;
    },
    get scenario(): Scenario {
      return state.scenario;
    },
    set scenario(next: Scenario) {
      state.scenario = next;
    },

    /** Back to the fixtures and the default scenario. */
    reset(): void {
      state = freshState();
    },

    findAccount(username: string): MockAccount | undefined {
      const wanted = username.trim().toLowerCase();
      return state.accounts.find((a) => a.account.toLowerCase() === wanted);
    },
    findAccountByMobile(countryDialingCode: string, mobileNum: string): MockAccount | undefined {
      const key = mobileKey(countryDialingCode, mobileNum);
      return state.accounts.find(
        (a) => a.mobile && mobileKey(a.mobile.countryDialingCode, a.mobile.mobileNum) === key,
      );
    },

    openSession(account: MockAccount): string {
      const token = randomHex(24);
      state.sessions[token] = account.id;
      state.sessionStarts = { ...state.sessionStarts, [token]: now() };
      return token;
    },
    accountForToken(token: string | null | undefined): MockAccount | undefined {
      if (!token) return undefined;
      const id = state.sessions[token];
      return id === undefined ? undefined : state.accounts.find((a) => a.id === id);
    },
    /** When the token's session began (issue 26 item 3); undefined for a token opened before this was kept. */
    sessionStartedAt(token: string): number | undefined {
      return state.sessionStarts?.[token];
    },
    closeSession(token: string): void {
      const accountId = state.sessions[token];
      const startedAt = state.sessionStarts?.[token];
      if (accountId !== undefined && startedAt !== undefined) {
        const ended = state.endedSessions?.[accountId] ?? [];
        // The last 40 days are enough for a month's playing time.
        const kept = ended.filter(([, endedAt]) => endedAt > now() - 40 * 86_400_000);
        state.endedSessions = { ...state.endedSessions, [accountId]: [...kept, [startedAt, now()]] };
      }
      delete state.sessions[token];
      delete state.sessionStarts?.[token];
    },
    /** The account's sessions as [began, ended] (an open one ends now), ended ones first. */
    sessionsOf(account: MockAccount): [number, number][] {
      const open = Object.entries(state.sessions)
        .filter(([token, id]) => id === account.id && state.sessionStarts?.[token] !== undefined)
        .map(([token]): [number, number] => [state.sessionStarts![token]!, now()]);
      return [...(state.endedSessions?.[account.id] ?? []), ...open];
    },

    /** A successful password change: new password, expired flag cleared, change recorded. */
    changePassword(account: MockAccount, newPassword: string): void {
      account.password = newPassword;
      account.passwordExpired = false;
      account.passwordChangedAt = now();
    },

    failedLogins(username: string): number {
      return state.failedLogins[username.trim().toLowerCase()] ?? 0;
    },
    recordFailedLogin(username: string): number {
      const key = username.trim().toLowerCase();
      state.failedLogins[key] = (state.failedLogins[key] ?? 0) + 1;
      return state.failedLogins[key];
    },
    clearFailedLogins(username: string): void {
      delete state.failedLogins[username.trim().toLowerCase()];
    },

    issueCaptcha(): { key: string; code: string } {
      const code = String(Math.floor(random() * 10_000)).padStart(4, '0');
      const key = randomHex(16);
      const entries = Object.entries(state.captchas);
      if (entries.length >= MAX_CAPTCHAS) {
        entries.sort((a, b) => a[1].issuedAt - b[1].issuedAt);
        for (const [old] of entries.slice(0, entries.length - MAX_CAPTCHAS + 1)) delete state.captchas[old];
      }
      state.captchas[key] = { code, issuedAt: now() };
      return { key, code };
    },
    /**
     * Single use: the entry is removed whether the answer is right or not. Without a key the most
     * recently issued captcha is checked (lenient towards clients that do not send the key).
     */
    consumeCaptcha(key: string | undefined, answer: string): boolean {
      let entryKey = key;
      if (!entryKey) {
        entryKey = Object.entries(state.captchas).sort((a, b) => b[1].issuedAt - a[1].issuedAt)[0]?.[0];
      }
      if (!entryKey) return false;
      const entry = state.captchas[entryKey];
      delete state.captchas[entryKey];
      return !!entry && now() - entry.issuedAt <= CAPTCHA_VALID_MS && entry.code === answer.trim();
    },

    sendSmsCode(countryDialingCode: string, mobileNum: string): string {
      state.smsCodes[mobileKey(countryDialingCode, mobileNum)] = { code: DEMO_SMS_CODE, sentAt: now() };
      return DEMO_SMS_CODE;
    },
    consumeSmsCode(countryDialingCode: string, mobileNum: string, code: string): boolean {
      const key = mobileKey(countryDialingCode, mobileNum);
      const entry = state.smsCodes[key];
      if (!entry || now() - entry.sentAt > SMS_CODE_VALID_MS || entry.code !== code.trim()) return false;
      delete state.smsCodes[key];
      return true;
    },

    /** JSON of the whole state (accounts, sessions, counters, codes, scenario). */
    serialize(): string {
      return JSON.stringify(state);
    },
    /** Replace the state from `serialize()` output. Returns false (state untouched) when unusable. */
    restore(json: string | null | undefined): boolean {
      if (!json) return false;
      try {
        const parsed = JSON.parse(json) as Partial<MockState>;
        if (parsed?.version !== 1 || !Array.isArray(parsed.accounts)) return false;
        const fresh = freshState();
        state = {
          ...fresh,
          ...parsed,
          scenario: {
            ...fresh.scenario,
            ...parsed.scenario,
            whiteLabel: { ...fresh.scenario.whiteLabel, ...parsed.scenario?.whiteLabel },
          },
          version: 1,
        } as MockState;
        return true;
      } catch {
        return false;
      }
    },
  };
  return db;
}

export type MockDb = ReturnType<typeof createDb>;

/** The shared db used by the ready-made `handlers`, Storybook and the demo site. */
export const mockDb: MockDb = createDb();
scenarioDefaults.holder = mockDb;
