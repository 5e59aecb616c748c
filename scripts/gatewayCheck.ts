/**
 * The operator's conformance check (issue 24 item 2; `npm run gateway:check`, ./gateway-check.ts): logs in where
 * credentials are given, calls every read endpoint of the gateway README's table through the site's own gateway
 * client (`@sorte/gateway`, the adapter of `--config` applied), and reports one row per call. Never a write: the
 * endpoints that move money or change an account are listed in `NOT_CALLED` and never sent.
 */
import { parseArgs } from 'node:util';
import { addDays, todayIn } from '@sorte/domain';
import {
  createAesGcmEncryptor,
  createGatewayClient,
  ENDPOINT_NAMES,
  type EndpointName,
  type GatewayAdapter,
  type GatewayClient,
  GatewayError,
  LOTTERY_PRIZE_MODES,
  plainEncryptor,
} from '@sorte/gateway';
import { parseOperatorAdapter } from '@sorte/gateway/adapter';

/** Whose token a call carries: none, a player's (`--user`) or an agent's (`--agent-user`). */
export type Session = 'public' | 'member' | 'agent';

/** What the reads before a call learnt (ids and codes later calls need). */
type Context = Partial<Record<EndpointName, unknown>>;

interface ReadCall {
  name: EndpointName;
  session: Session;
  /** Reads an input from earlier answers; a string is why the call is skipped. */
  run(gw: GatewayClient, context: Context): Promise<unknown> | string;
}

// The platform's calendar (§9, São Paulo), as the site asks it: a UTC date runs a day ahead from 21:00 there, and
// a gateway refuses a range that ends tomorrow.
const today = () => todayIn(Date.now());
const daysAgo = (days: number) => addDays(today(), -days);
const recordQuery = () => ({ startDate: daysAgo(6), endDate: today(), pageNo: 1, pageSize: 20 });

const firstOf = (value: unknown): Record<string, unknown> | undefined =>
  Array.isArray(value) && value[0] && typeof value[0] === 'object'
    ? (value[0] as Record<string, unknown>)
    : undefined;

function firstVendor(lanes: unknown): string | undefined {
  if (!Array.isArray(lanes)) return undefined;
  for (const lane of lanes as { vendors?: { vassalage?: string }[] }[]) {
    const vendor = lane.vendors?.find((card) => typeof card.vassalage === 'string');
    if (vendor?.vassalage) return vendor.vassalage;
  }
  return undefined;
}

/**
 * Every read endpoint, in the order they are called (a call that needs an id reads it from an earlier answer).
 * Reads only: GETs and POST reads that move nothing.
 */
export const READ_CALLS: readonly ReadCall[] = [
  { name: 'systemStatus', session: 'public', run: (gw) => gw.system.status() },
  { name: 'whiteLabel', session: 'public', run: (gw) => gw.system.whiteLabel() },
  { name: 'permission', session: 'public', run: (gw) => gw.system.permission() },
  { name: 'domainRoute', session: 'public', run: (gw) => gw.system.domainRoute() },
  { name: 'registerSettings', session: 'public', run: (gw) => gw.account.registerSettings() },
  { name: 'captcha', session: 'public', run: (gw) => gw.captcha.get() },
  { name: 'publicContent', session: 'public', run: (gw) => gw.content.publicContent() },
  { name: 'gameMenus', session: 'public', run: (gw) => gw.games.menus() },
  { name: 'gameVendors', session: 'public', run: (gw) => gw.games.vendors() },
  { name: 'hotGames', session: 'public', run: (gw) => gw.games.hot() },
  {
    name: 'gameList',
    session: 'public',
    run: (gw, context) => {
      const lane = firstOf(context.gameMenus) as
        | { gameCategory?: string; vendors?: { gameType?: string }[] }
        | undefined;
      const gameType = lane?.vendors?.find((card) => card.gameType)?.gameType ?? lane?.gameCategory;
      return gameType
        ? gw.games.list({ gameType, pageNo: 1, pageSize: 20 })
        : 'skipped: no game category in gameMenus';
    },
  },
  {
    name: 'vendorGameTypes',
    session: 'public',
    run: (gw, context) => {
      const vassalage = firstVendor(context.gameMenus);
      return vassalage ? gw.games.vendorGameTypes(vassalage) : 'skipped: no vendor in gameMenus';
    },
  },
  { name: 'roomList', session: 'public', run: (gw) => gw.games.rooms() },
  {
    name: 'lotteryMenu',
    session: 'public',
    run: (gw) => gw.lottery.menu(LOTTERY_PRIZE_MODES[0]),
  },
  {
    name: 'lotteryDraws',
    session: 'public',
    run: (gw, context) => {
      const gameCode = firstOf(context.lotteryMenu)?.gameCode;
      return typeof gameCode === 'string'
        ? gw.lottery.draws({ gameCode })
        : 'skipped: no lottery game in lotteryMenu';
    },
  },
  { name: 'lotteryOpenedNumbers', session: 'public', run: (gw) => gw.lottery.openedNumbers() },
  { name: 'popularNotices', session: 'public', run: (gw) => gw.content.popularNotices() },
  { name: 'winnerBoard', session: 'public', run: (gw) => gw.content.winnerBoard() },
  { name: 'helpCenter', session: 'public', run: (gw) => gw.content.helpCenter() },
  { name: 'chatModels', session: 'public', run: (gw) => gw.chat.models() },
  { name: 'pointRewards', session: 'public', run: (gw) => gw.points.rewards() },
  { name: 'pointConfig', session: 'public', run: (gw) => gw.points.config() },
  { name: 'feedbackSettings', session: 'public', run: (gw) => gw.accountPages.feedbackSettings() },

  { name: 'memberInfo', session: 'member', run: (gw) => gw.member.info() },
  { name: 'balance', session: 'member', run: (gw) => gw.wallet.balance() },
  { name: 'memberIcon', session: 'member', run: (gw) => gw.account.memberIcon() },
  { name: 'unreadCount', session: 'member', run: (gw) => gw.content.unreadCounts() },
  { name: 'favouriteIds', session: 'member', run: (gw) => gw.games.favouriteIds() },
  { name: 'favouriteList', session: 'member', run: (gw) => gw.games.favourites() },
  { name: 'recentGames', session: 'member', run: (gw) => gw.games.recent({ page: 1, pageSize: 20 }) },
  { name: 'lotteryRecent', session: 'member', run: (gw) => gw.lottery.recent() },
  { name: 'pointBalance', session: 'member', run: (gw) => gw.points.balance() },
  {
    name: 'redeemRecords',
    session: 'member',
    run: (gw) => gw.points.redeemRecords({ pageNo: 1, pageSize: 20 }),
  },
  { name: 'pointsDetail', session: 'member', run: (gw) => gw.points.detail({ pageNo: 1, pageSize: 20 }) },
  { name: 'consolidatedFunds', session: 'member', run: (gw) => gw.cashier.consolidatedFunds() },
  { name: 'merchantWallet', session: 'member', run: (gw) => gw.cashier.vendorWallets() },
  { name: 'depositChannels', session: 'member', run: (gw) => gw.cashier.depositChannels() },
  { name: 'depositOrders', session: 'member', run: (gw) => gw.cashier.depositOrders() },
  {
    name: 'depositStatus',
    session: 'member',
    run: (gw, context) => {
      const id = firstOf(context.depositOrders)?.id;
      return typeof id === 'string' ? gw.cashier.depositStatus(id) : 'skipped: no deposit order to read';
    },
  },
  { name: 'withdrawInfo', session: 'member', run: (gw) => gw.cashier.withdrawInfo() },
  { name: 'withdrawOrders', session: 'member', run: (gw) => gw.cashier.withdrawals() },
  { name: 'pixKeys', session: 'member', run: (gw) => gw.cashier.pixKeys() },
  {
    name: 'withdrawStatus',
    session: 'member',
    run: (gw, context) => {
      const id = firstOf(context.withdrawOrders)?.id;
      return typeof id === 'string' ? gw.cashier.withdrawalStatus(id) : 'skipped: no withdrawal to read';
    },
  },
  { name: 'upline', session: 'member', run: (gw) => gw.cashier.upline() },
  { name: 'betRecords', session: 'member', run: (gw) => gw.call('betRecords', recordQuery()) },
  {
    name: 'transactionRecords',
    session: 'member',
    run: (gw) => gw.call('transactionRecords', recordQuery()),
  },
  { name: 'profitRecords', session: 'member', run: (gw) => gw.call('profitRecords', recordQuery()) },
  { name: 'bonusRecords', session: 'member', run: (gw) => gw.call('bonusRecords', recordQuery()) },
  { name: 'rebateCategories', session: 'member', run: (gw) => gw.records.rebates() },
  { name: 'rewardPromotions', session: 'member', run: (gw) => gw.rewards.promotions() },
  { name: 'missionSummary', session: 'member', run: (gw) => gw.rewards.missions() },
  { name: 'missionLeaderboard', session: 'member', run: (gw) => gw.rewards.leaderboard() },
  { name: 'inboxMessages', session: 'member', run: (gw) => gw.rewards.messages(1, 20) },
  { name: 'affiliate', session: 'member', run: (gw) => gw.accountPages.affiliate() },
  { name: 'securityInfo', session: 'member', run: (gw) => gw.accountPages.securityInfo() },
  { name: 'twoStepStatus', session: 'member', run: (gw) => gw.accountPages.twoStepStatus() },
  { name: 'limits', session: 'member', run: (gw) => gw.playerLimits.limits() },
  { name: 'sessionSummary', session: 'member', run: (gw) => gw.playSession.sessionSummary() },
  { name: 'loginHistory', session: 'member', run: (gw) => gw.accountSecurity.loginHistory() },
  { name: 'pauseStatus', session: 'member', run: (gw) => gw.pauses.pauseStatus() },
  { name: 'activeSessions', session: 'member', run: (gw) => gw.accountSecurity.activeSessions() },
  { name: 'personalData', session: 'member', run: (gw) => gw.accountSecurity.personalData() },
  { name: 'vipProgress', session: 'member', run: (gw) => gw.call('vipProgress', undefined) },
  {
    name: 'invitedFriends',
    session: 'member',
    run: (gw) => gw.call('invitedFriends', { pageNo: 1, pageSize: 20 }),
  },

  { name: 'agentAnnouncements', session: 'agent', run: (gw) => gw.agentHome.announcements() },
  {
    name: 'teamOverview',
    session: 'agent',
    run: (gw) => gw.call('teamOverview', { startDate: daysAgo(6), endDate: today() }),
  },
  {
    name: 'downlineList',
    session: 'agent',
    run: (gw) => gw.agentTeam.downlines({ pageNo: 1, pageSize: 20 }),
  },
  {
    name: 'downlineProfile',
    session: 'agent',
    run: (gw, context) => {
      const { rows } = (context.downlineList ?? {}) as { rows?: unknown };
      const account = firstOf(rows)?.account;
      return typeof account === 'string'
        ? gw.agentTeam.profile(account, { start: daysAgo(29), end: today() })
        : 'skipped: no downline to read';
    },
  },
  {
    name: 'agentPalStatements',
    session: 'agent',
    run: (gw) => gw.call('agentPalStatements', { ...recordQuery(), scope: 'team' }),
  },
  { name: 'agentRevenueReport', session: 'agent', run: (gw) => gw.call('agentRevenueReport', recordQuery()) },
  {
    name: 'agentDownlineTransactions',
    session: 'agent',
    run: (gw) => gw.call('agentDownlineTransactions', recordQuery()),
  },
  {
    name: 'agentDividendRecords',
    session: 'agent',
    run: (gw) => gw.call('agentDividendRecords', recordQuery()),
  },
  {
    name: 'agentDailySalaryRecords',
    session: 'agent',
    run: (gw) => gw.call('agentDailySalaryRecords', recordQuery()),
  },
  {
    name: 'agentHourSalaryRecords',
    session: 'agent',
    run: (gw) => gw.call('agentHourSalaryRecords', recordQuery()),
  },
  {
    name: 'agentRealtimeSalaryRecords',
    session: 'agent',
    run: (gw) => gw.call('agentRealtimeSalaryRecords', recordQuery()),
  },
  // The contract calls carry both reads and actions (`action`); only `list` is sent.
  { name: 'dividendContracts', session: 'agent', run: (gw) => gw.contracts.list('dividend') },
  { name: 'dailySalaryContracts', session: 'agent', run: (gw) => gw.contracts.list('daily') },
  { name: 'hourlySalaryContracts', session: 'agent', run: (gw) => gw.contracts.list('hourly') },
  { name: 'realtimeSalaryContracts', session: 'agent', run: (gw) => gw.contracts.list('realtime') },
];

/**
 * Every endpoint of the table the check never sends, and why: it moves money, changes an account or a player's
 * state, opens a session or a game, or is the login itself (sent only to log in with the given credentials).
 * `READ_CALLS` and this list together name every endpoint (./gateway-check.test.ts).
 */
export const NOT_CALLED: Readonly<Partial<Record<EndpointName, string>>> = {
  login: 'session: sent only to log in with the given credentials',
  logout: 'ends the session',
  freePlayLogin: 'opens a trial account',
  register: 'creates an account',
  registerMobile: 'creates an account',
  registerDownline: 'creates an account',
  registerSms: 'sends an SMS',
  smsNoLogin: 'sends an SMS',
  sendTwoStepSms: 'sends an SMS',
  forgotPasswordByEmail: 'sends an e-mail',
  resetPasswordByPhone: 'changes a password',
  changePassword: 'changes a password',
  withdrawPassword: 'changes a password',
  bindAuthenticator: 'makes a two-step secret',
  confirmTwoStep: 'turns two-step verification on',
  disableTwoStep: 'turns two-step verification off',
  setLimit: 'changes a player limit',
  confirmLimit: 'raises a player limit',
  cancelLimitChange: 'changes a player limit',
  setRealityCheck: 'changes the reality check interval',
  setMemberIcon: 'changes the account',
  takeBreak: 'pauses the account',
  selfExclude: 'excludes the account',
  endSession: 'signs a device out',
  endOtherSessions: 'signs devices out',
  addFavourite: 'changes the favourites',
  removeFavourite: 'changes the favourites',
  launchGame: 'opens a game session (may move the balance)',
  freeTrialLaunch: 'opens a game session',
  launchChat: 'opens a chat session',
  walletTransfer: 'moves money',
  deposit: 'moves money',
  withdraw: 'moves money',
  withdrawConfirm: 'confirms a withdrawal',
  uplineTransfer: 'moves money',
  downlineTransfer: 'moves money',
  convertPoint: 'moves money',
  redeemPointReward: 'redeems points',
  rebateClaim: 'claims money',
  claimMission: 'claims money',
  claimPromotion: 'claims a promotion',
  joinPromotion: 'joins a promotion',
  applyPromotion: 'applies to a promotion',
  readMessage: 'marks a message read',
  readAllMessages: 'marks every message read',
  deleteMessage: 'deletes a message',
  deletePixKey: 'deletes a saved PIX key',
  feedback: 'sends feedback',
};

/**
 * The calls the site needs: the ones the spec names, i.e. the gateway README rows whose last column does not say
 * "reading" (written out here, not parsed from the README, so a README edit cannot silently change the exit code).
 * The agent reports' table is a reading as a whole (its last column is headed "reading": §2 names the pages, not
 * the calls), so its rows are not here; the four contract calls are named by §7. A failed call outside this list
 * is reported but leaves the exit code at zero.
 */
export const NEEDED: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'login',
  'systemStatus',
  'whiteLabel',
  'permission',
  'domainRoute',
  'registerSettings',
  'captcha',
  'publicContent',
  'gameMenus',
  'gameVendors',
  'hotGames',
  'gameList',
  'vendorGameTypes',
  'roomList',
  'lotteryMenu',
  'lotteryDraws',
  'lotteryOpenedNumbers',
  'popularNotices',
  'winnerBoard',
  'helpCenter',
  'chatModels',
  'pointRewards',
  'pointConfig',
  'memberInfo',
  'balance',
  'unreadCount',
  'favouriteIds',
  'favouriteList',
  'recentGames',
  'lotteryRecent',
  'pointBalance',
  'consolidatedFunds',
  'merchantWallet',
  'missionSummary',
  'missionLeaderboard',
  'dividendContracts',
  'dailySalaryContracts',
  'hourlySalaryContracts',
  'realtimeSalaryContracts',
]);

export interface CheckRow {
  endpoint: EndpointName;
  session: Session;
  needed: boolean;
  result: 'ok' | 'failed' | 'skipped';
  /** The HTTP status of the answer, or what stopped it arriving; absent when skipped. */
  http?: number | 'network' | 'timeout' | 'aborted';
  /** The answer was a gateway envelope `{ success, value }`. */
  envelope?: boolean;
  /** The endpoint's reader accepted the answer (after the adapter). */
  accepted?: boolean;
  /** Why it failed or was skipped, in a few words. */
  detail?: string;
  /** The reader's issues, each naming the JSON path (kind 'invalid-response'). */
  issues?: string[];
  /** The configuration entry that would fix it. */
  hint?: string;
}

export interface CheckOptions {
  url: string;
  /** The parsed `/config.json` (its `adapter`, `endpoints`, `modIds`, `encryption`, `merchantCode`, `timeoutMs`). */
  config?: Record<string, unknown>;
  user?: { username: string; password: string };
  agent?: { username: string; password: string };
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** `adapter.<endpoint>.response.aliases` with our paths in the adapter's spelling (`list[].id`). */
function adapterPath(issuePath: string): string {
  return issuePath
    .split('.')
    .map((segment) => (/^\d+$/.test(segment) ? '[]' : segment))
    .join('.')
    .replace(/\.\[\]/g, '[]');
}

function hintFor(name: EndpointName, error: GatewayError): string | undefined {
  if (error.kind === 'invalid-response' && error.message.includes('unexpected value')) {
    const paths = error.issues
      .map((issue) => issue.split(':')[0] ?? '')
      .filter((path) => path !== '' && !path.includes(' '));
    if (paths.length === 0)
      return `adapter.${name}.response.data (where the data lives) or adapter.${name}.response.aliases`;
    const example = paths.slice(0, 3).map((path) => `"${adapterPath(path)}": "<your name>"`);
    return `adapter.${name}.response.aliases { ${example.join(', ')} } (or .response.values for a status word, .response.data for where the data lives)`;
  }
  if (error.kind === 'invalid-response') return 'the answer must be JSON in the envelope { success, value }';
  if (error.kind === 'http' && (error.status === 404 || error.status === 405))
    return `endpoints.${name} (the path your gateway serves it at)`;
  if (error.kind === 'rejected')
    return `adapter.${name}.request (rename, constants, values) if it refused our fields`;
  return undefined;
}

const ENVELOPE_NOT_READ = ['empty body', 'not a gateway envelope', 'not JSON', 'decrypt', 'unknown scheme'];

/** One row from what a call gave: its answer or its error, and the HTTP status seen. */
export function rowOf(
  name: EndpointName,
  session: Session,
  outcome: { ok: true } | { ok: false; error: unknown },
  status: number | undefined,
): CheckRow {
  const base = { endpoint: name, session, needed: NEEDED.has(name) };
  if (outcome.ok) return { ...base, result: 'ok', http: status, envelope: true, accepted: true };
  const error = outcome.error;
  if (!(error instanceof GatewayError))
    return {
      ...base,
      result: 'failed',
      http: status,
      detail: error instanceof Error ? error.message : String(error),
    };
  const http =
    error.kind === 'network' || error.kind === 'timeout' || error.kind === 'aborted'
      ? error.kind
      : (error.status ?? status);
  const envelope =
    error.kind === 'invalid-response'
      ? !ENVELOPE_NOT_READ.some((text) => error.message.includes(text))
      : error.kind === 'rejected'
        ? true
        : error.envelope !== undefined
          ? true
          : http === 'network' || http === 'timeout' || http === 'aborted'
            ? undefined
            : false;
  const detail =
    error.kind === 'rejected'
      ? `refused${error.code !== undefined ? ` (${error.code})` : ''}: ${error.serverMessage ?? ''}`.trim()
      : error.kind === 'invalid-response' && envelope
        ? 'the reader did not accept the answer'
        : `${error.kind}: ${error.message.replace(`${name}: ${error.kind}: `, '')}`;
  const hint = hintFor(name, error);
  return {
    ...base,
    result: 'failed',
    http,
    envelope,
    accepted: false,
    detail,
    ...(error.issues.length > 0 ? { issues: [...error.issues] } : {}),
    ...(hint ? { hint } : {}),
  };
}

export type ParsedConfig = { ok: true; adapter?: GatewayAdapter } | { ok: false; issues: string[] };

/** The config's adapter, parsed with the adapter module's own parser (each problem names its key). */
export function parseConfigAdapter(config: Record<string, unknown> | undefined): ParsedConfig {
  if (!config || config.adapter === undefined) return { ok: true };
  const parsed = parseOperatorAdapter(config.adapter);
  return parsed.ok ? { ok: true, adapter: parsed.adapter } : { ok: false, issues: parsed.issues };
}

const record = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : undefined;

/** Runs the check: one row per read endpoint (and per login), in table order. */
export async function runGatewayCheck(options: CheckOptions): Promise<CheckRow[]> {
  const config = options.config ?? {};
  const parsed = parseConfigAdapter(config);
  if (!parsed.ok) throw new Error(`invalid adapter:\n${parsed.issues.join('\n')}`);
  const encryption = record(config.encryption);
  const encryptor =
    encryption?.scheme === 'aes-256-gcm' && encryption.key
      ? createAesGcmEncryptor(encryption.key)
      : plainEncryptor;
  let lastStatus: number | undefined;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const clientFor = (token: () => string | null) =>
    createGatewayClient({
      baseUrl: options.url,
      getToken: token,
      onUnauthorized: () => {},
      encryptor,
      timeoutMs: options.timeoutMs ?? (typeof config.timeoutMs === 'number' ? config.timeoutMs : 15_000),
      merchantCode: typeof config.merchantCode === 'string' ? config.merchantCode : undefined,
      endpointOverrides: record(config.endpoints),
      modIds: record(config.modIds),
      adapter: parsed.adapter,
      retry: { maxAttempts: 1 },
      fetch: async (input, init) => {
        const response = await doFetch(input, init);
        lastStatus = response.status;
        return response;
      },
    });

  const rows: CheckRow[] = [];
  async function attempt(name: EndpointName, session: Session, run: () => Promise<unknown>) {
    lastStatus = undefined;
    try {
      const value = await run();
      rows.push(rowOf(name, session, { ok: true }, lastStatus));
      return { ok: true as const, value };
    } catch (error) {
      rows.push(rowOf(name, session, { ok: false, error }, lastStatus));
      return { ok: false as const };
    }
  }

  const tokens: Record<Session, string | null> = { public: null, member: null, agent: null };
  const clients = {
    public: clientFor(() => null),
    member: clientFor(() => tokens.member),
    agent: clientFor(() => tokens.agent),
  };
  const missing: Record<Session, string | undefined> = {
    public: undefined,
    member: 'skipped: needs --user',
    agent: 'skipped: needs --agent-user',
  };
  for (const session of ['member', 'agent'] as const) {
    const credentials = session === 'member' ? options.user : options.agent;
    if (!credentials) continue;
    const login = await attempt('login', session, () =>
      clients[session].session.login({ type: 'username', ...credentials }),
    );
    if (login.ok) {
      tokens[session] = (login.value as { token: string }).token;
      missing[session] = undefined;
    } else missing[session] = 'skipped: the login failed';
  }

  const context: Context = {};
  for (const call of READ_CALLS) {
    const skip = missing[call.session];
    if (skip) {
      rows.push({
        endpoint: call.name,
        session: call.session,
        needed: NEEDED.has(call.name),
        result: 'skipped',
        detail: skip,
      });
      continue;
    }
    let pending: Promise<unknown> | string;
    try {
      pending = call.run(clients[call.session], context);
    } catch (error) {
      pending = Promise.reject(error);
    }
    if (typeof pending === 'string') {
      rows.push({
        endpoint: call.name,
        session: call.session,
        needed: NEEDED.has(call.name),
        result: 'skipped',
        detail: pending,
      });
      continue;
    }
    const outcome = await attempt(call.name, call.session, () => pending as Promise<unknown>);
    if (outcome.ok) context[call.name] = outcome.value;
  }
  return rows;
}

/** 1 when a call the site needs failed, else 0. */
export function exitCodeOf(rows: readonly CheckRow[]): number {
  return rows.some((row) => row.needed && row.result === 'failed') ? 1 : 0;
}

const yesNo = (value: boolean | undefined) => (value === undefined ? '-' : value ? 'yes' : 'no');

/** The rows as text: one line per call, the issues and the hint indented below a failure. */
export function formatRows(rows: readonly CheckRow[]): string {
  const head = ['endpoint', 'session', 'needed', 'http', 'envelope', 'reader', 'result'];
  const cells = rows.map((row) => [
    row.endpoint,
    row.session,
    row.needed ? 'yes' : 'no',
    row.http === undefined ? '-' : String(row.http),
    yesNo(row.envelope),
    yesNo(row.accepted),
    row.result === 'ok'
      ? 'ok'
      : row.result === 'skipped'
        ? (row.detail ?? 'skipped')
        : `FAILED ${row.detail ?? ''}`.trim(),
  ]);
  const widths = head.map((_, i) =>
    Math.max(head[i]?.length ?? 0, ...cells.map((line) => line[i]?.length ?? 0)),
  );
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => (i === values.length - 1 ? value : value.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const out = [line(head)];
  rows.forEach((row, i) => {
    out.push(line(cells[i] ?? []));
    for (const issue of row.issues ?? []) out.push(`    issue: ${issue}`);
    if (row.result === 'failed' && row.hint) out.push(`    fix:   ${row.hint}`);
  });
  const failed = rows.filter((row) => row.result === 'failed');
  const neededFailed = failed.filter((row) => row.needed).length;
  out.push(
    '',
    `${rows.filter((row) => row.result === 'ok').length} ok, ${failed.length} failed (${neededFailed} needed by the site), ${rows.filter((row) => row.result === 'skipped').length} skipped`,
  );
  return out.join('\n');
}

export interface CliArgs {
  url: string;
  configPath?: string;
  user?: { username: string; password: string };
  agent?: { username: string; password: string };
  json: boolean;
}

/** The command line, or the reason it is wrong. */
export function parseCliArgs(argv: readonly string[]): CliArgs | { error: string } {
  // npm and vite-node may leave the `--` that separates the script's own arguments.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        url: { type: 'string' },
        config: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        'agent-user': { type: 'string' },
        'agent-password': { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : undefined);
  const url = text('url');
  if (!url) return { error: '--url <gatewayUrl> is required' };
  const pair = (user: string, password: string) => {
    const username = text(user);
    const secret = text(password);
    if (username === undefined && secret === undefined) return undefined;
    if (!username || secret === undefined) return `--${user} and --${password} go together`;
    return { username, password: secret };
  };
  const user = pair('user', 'password');
  const agent = pair('agent-user', 'agent-password');
  if (typeof user === 'string') return { error: user };
  if (typeof agent === 'string') return { error: agent };
  return { url, configPath: text('config'), user, agent, json: values.json === true };
}

export const USAGE =
  'usage: npm run gateway:check -- --url <gatewayUrl> [--config <config.json>] [--user U --password P] [--agent-user U --agent-password P] [--json]';

/** Every endpoint name that is neither read nor listed as never sent (the test keeps this empty). */
export function unclassifiedEndpoints(): EndpointName[] {
  const read = new Set(READ_CALLS.map((call) => call.name));
  return ENDPOINT_NAMES.filter((name) => !read.has(name) && !Object.hasOwn(NOT_CALLED, name));
}
