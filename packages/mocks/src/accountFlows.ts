import type { MockDb } from './db.ts';
import { DEMO_EMAIL_CODE } from './fixtures/accounts.ts';
import type { MockAccount } from './fixtures/mockAccount.ts';

/** How long an e-mailed second-verification code can be used (like an SMS code). */
export const EMAIL_CODE_VALID_MS = 5 * 60_000;
/** At most this many e-mails are kept in the outbox (oldest dropped). */
const MAX_OUTBOX = 50;

export interface OutboxEmail {
  kind: 'password-reset' | 'second-verification';
  to: string;
  account: string;
  sentAt: number;
}

/** The part of the mock state that the account flows add (register, recovery, second verification). */
export interface AccountFlowsState {
  /** E-mails "sent" (forgot password by e-mail, second verification by e-mail), newest last. */
  outbox: OutboxEmail[];
  /** lower-case e-mail → last second-verification code sent there. */
  emailCodes: Record<string, { code: string; sentAt: number }>;
}

declare module './db.ts' {
  interface MockState {
    /** Register, recovery and second-verification state (seeded on first use). */
    accountFlows?: AccountFlowsState;
  }
}

/** The flows' state of a db, created on first use (and for a saved state from before it existed). */
export function accountFlows(db: MockDb): AccountFlowsState {
  const { state } = db;
  if (!state.accountFlows || !Array.isArray(state.accountFlows.outbox))
    state.accountFlows = { outbox: [], emailCodes: {} };
  return state.accountFlows;
}

export function sendEmail(db: MockDb, email: Omit<OutboxEmail, 'sentAt'>): OutboxEmail {
  const flows = accountFlows(db);
  const sent = { ...email, sentAt: db.now() };
  flows.outbox.push(sent);
  if (flows.outbox.length > MAX_OUTBOX) flows.outbox.splice(0, flows.outbox.length - MAX_OUTBOX);
  return sent;
}

export function sendEmailCode(db: MockDb, account: MockAccount): string {
  const to = (account.email ?? '').toLowerCase();
  accountFlows(db).emailCodes[to] = { code: DEMO_EMAIL_CODE, sentAt: db.now() };
  sendEmail(db, { kind: 'second-verification', to, account: account.account });
  return DEMO_EMAIL_CODE;
}

/** Single use, valid {@link EMAIL_CODE_VALID_MS}. */
export function consumeEmailCode(db: MockDb, email: string, code: string): boolean {
  const codes = accountFlows(db).emailCodes;
  const key = email.toLowerCase();
  const entry = codes[key];
  if (!entry || db.now() - entry.sentAt > EMAIL_CODE_VALID_MS || entry.code !== code.trim()) return false;
  delete codes[key];
  return true;
}

/** The next free numeric id in a range (players registered 3xxxx, trial accounts 4xxxx). */
export function nextAccountId(db: MockDb, base: number): string {
  const taken = new Set(db.state.accounts.map((account) => account.id));
  let id = base + 1;
  while (taken.has(String(id))) id += 1;
  return String(id);
}

/** The account whose invitation code this is (case-insensitive), if any. */
export function findByReferralCode(db: MockDb, code: string): MockAccount | undefined {
  const wanted = code.trim().toLowerCase();
  return db.state.accounts.find((account) => account.referralCode?.toLowerCase() === wanted);
}

/** A random string of `length` from `alphabet`, from the db's random source. */
export function randomFrom(db: MockDb, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(db.random() * alphabet.length)] ?? alphabet[0];
  return out;
}
