import { PHONE_AUTH_ERROR_CODES, type PhoneAuthErrorCode } from '@sorte/domain/constants';
import {
  ENDPOINT_NAMES,
  type EndpointName,
  WHITE_LABEL_SWITCHES,
  type WhiteLabelSwitch,
} from '@sorte/gateway';
import * as v from 'valibot';
import { type Dialect, SERVED_DIALECTS } from './dialect.ts';

/** How an endpoint can be made to fail (per endpoint name, see `endpoints` in @sorte/gateway). */
export const FAILURE_MODES = [
  'server-error', // HTTP 500 with a success:false envelope
  'network-error', // the connection fails (HttpResponse.error())
  'timeout', // never answers
  'malformed', // 200 with a body that is not valid JSON
  'rejected', // 200 { success:false, message }
  'unauthorized', // HTTP 401
  'rate-limited', // HTTP 429 with Retry-After: 30
  'missing', // HTTP 404: a gateway without this call (issue 24 item 4)
] as const;
export type FailureMode = (typeof FAILURE_MODES)[number];

/**
 * The next money call (transfer, deposit, withdrawal, confirmation, transfer to upline) does what it was asked,
 * then its answer is lost this way: a timeout (never answers), a 500, or a dropped connection; or, `timeout-before`,
 * it never reaches the gateway (nothing happens) and times out. One call only.
 */
export const MONEY_CALL_FAULTS = ['timeout', 'server-error', 'network-error', 'timeout-before'] as const;
export type MoneyCallFault = (typeof MONEY_CALL_FAULTS)[number];

/** Bets a day in the simulated records (../recordsState.ts). */
export const RECORD_VOLUMES = ['normal', 'large'] as const;
export type RecordVolume = (typeof RECORD_VOLUMES)[number];

/** agente1's team (../agentTeam.ts): the seeded fixture team, or 2,000 members (performance checks). */
export const AGENT_TEAM_SIZES = ['normal', 'large'] as const;
export type AgentTeamSize = (typeof AGENT_TEAM_SIZES)[number];
/**
 * Which of an agent's §3 Consolidated contract flags are on (members have none): `all`; `no-dividend` (divtypereq
 * off, so no dividend records item, §2); `no-salary` (the three salary flags off); `none`.
 */
export const AGENT_CONTRACT_SETS = ['all', 'no-dividend', 'no-salary', 'none'] as const;
export type AgentContractSet = (typeof AGENT_CONTRACT_SETS)[number];

/** The phone authentication codes of spec §8, from domain's macro-free entry (the simulated gateway also runs
 * under plain vite-node, which cannot compile the domain's Lingui macros). */
export const PHONE_AUTH_CODES = PHONE_AUTH_ERROR_CODES;
export type PhoneAuthCode = PhoneAuthErrorCode;

/** Which SMS calls answer the §8 code: sending a code, checking a typed one, or both. */
export const PHONE_AUTH_STEPS = ['send', 'verify', 'both'] as const;
export type PhoneAuthStep = (typeof PHONE_AUTH_STEPS)[number];

export interface Scenario {
  /** §4: 0 normal, 1 maintenance, 2 region restricted. */
  systemStatus: number;
  /** Shown on the region-blocked page (status and permission `location.ip`). */
  visitorIp: string;
  /** §6 white-label switches (MOBILEVERCODELOGIN3 is the SMS-code login switch). */
  whiteLabel: Record<WhiteLabelSwitch, boolean>;
  failures: Partial<Record<EndpointName, FailureMode>>;
  /** Added to every response. */
  latencyMs: number;
  /** Added to one endpoint's responses (on top of latencyMs). */
  endpointLatencyMs: Partial<Record<EndpointName, number>>;
  /** `expiredMinutes` returned by the SMS-code call. */
  smsExpiredMinutes: number;
  /** §4 public popups are served (off: the PU list is empty, e.g. for tests about something else). */
  publicPopups: boolean;
  /**
   * §8 phone authentication: the SMS calls of `phoneAuthStep` are refused with `auth/<code>` (null: they work).
   * Sends: register SMS, SMS without login. Checks: SMS login, register by mobile, reset by phone, the
   * second verification by SMS.
   */
  phoneAuthError: PhoneAuthCode | null;
  phoneAuthStep: PhoneAuthStep;
  /**
   * The answers' shapes: the handlers' own (`codes`), the alternative reading (`spec`) or an operator's (`operator`,
   * read only through its adapter); see ./dialect.ts.
   */
  dialect: Dialect;
  /** §8 domain check: the domain routes list the host the site is served from (off: only the operator's domains). */
  domainListed: boolean;
  /** The next money call fails this way, after its effect (`timeout-before`: without it); cleared once used. */
  moneyCallFault: MoneyCallFault | null;
  /** How many bets a day the records hold: `large` gives 5,000+ in a custom range of 92 days (performance checks). */
  recordVolume: RecordVolume;
  /** agente1's team: the fixture team or, `large`, 2,000 members. */
  agentTeam: AgentTeamSize;
  /** The agents' §3 Consolidated flags (consolidated funds). */
  agentContracts: AgentContractSet;
  /**
   * What a new PIX deposit's instructions carry: its copy-paste code (`code`, the default), only a payment page's
   * URL (`url`, on https://pay.sorte.example) or both (`both`).
   */
  depositInstructions: DepositInstructionsForm;
  /**
   * Every HTML surface (announcements, notices, popups, promotions, help, inbox messages, agent announcements) ends
   * its items with the overlay sample (fixtures/content.ts `hostileOverlayHtml`) wearing these site class names
   * ('' for none); null: off.
   */
  hostileHtml: string | null;
  /**
   * The jurisdiction profile the gateway applies (issue 26 items 1, 2 and 7): under `BR` a deposit or a game launch
   * is refused while the account has no loss limit or no playing-time limit (Portaria SPA/MF 2.579/2025).
   */
  jurisdiction: Jurisdiction;
}

export const JURISDICTIONS = ['BR', 'none'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export const DEPOSIT_INSTRUCTIONS_FORMS = ['code', 'url', 'both'] as const;
export type DepositInstructionsForm = (typeof DEPOSIT_INSTRUCTIONS_FORMS)[number];

export const DEMO_VISITOR_IP = '203.0.113.45';

export function defaultScenario(): Scenario {
  const whiteLabel = Object.fromEntries(WHITE_LABEL_SWITCHES.map((id) => [id, true])) as Record<
    WhiteLabelSwitch,
    boolean
  >;
  // Forgot-password defaults to e-mail unless this is on (§2); off by default.
  whiteLabel.CHNGPASSVERIF3 = false;
  return {
    systemStatus: 0,
    visitorIp: DEMO_VISITOR_IP,
    whiteLabel,
    failures: {},
    latencyMs: 0,
    endpointLatencyMs: {},
    smsExpiredMinutes: 1,
    publicPopups: true,
    phoneAuthError: null,
    phoneAuthStep: 'both',
    dialect: 'codes',
    domainListed: true,
    moneyCallFault: null,
    recordVolume: 'normal',
    agentTeam: 'normal',
    agentContracts: 'all',
    depositInstructions: 'code',
    hostileHtml: null,
    jurisdiction: 'none',
  };
}

const endpointName = v.picklist(ENDPOINT_NAMES);
/** Class names, space-separated (what the overlay sample wears). */
const SITE_CLASSES = /^[\w\s-]*$/;
const ms = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000));

/** A partial scenario. In maps, `null` clears an entry. Validated (it arrives over HTTP too). */
export const ScenarioPatchSchema = v.strictObject({
  systemStatus: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  visitorIp: v.optional(v.string()),
  whiteLabel: v.optional(v.record(v.picklist(WHITE_LABEL_SWITCHES), v.boolean())),
  failures: v.optional(v.record(endpointName, v.nullable(v.picklist(FAILURE_MODES)))),
  latencyMs: v.optional(ms),
  endpointLatencyMs: v.optional(v.record(endpointName, v.nullable(ms))),
  smsExpiredMinutes: v.optional(v.pipe(v.number(), v.minValue(0))),
  publicPopups: v.optional(v.boolean()),
  phoneAuthError: v.optional(v.nullable(v.picklist(PHONE_AUTH_CODES))),
  phoneAuthStep: v.optional(v.picklist(PHONE_AUTH_STEPS)),
  dialect: v.optional(v.picklist(SERVED_DIALECTS)),
  domainListed: v.optional(v.boolean()),
  moneyCallFault: v.optional(v.nullable(v.picklist(MONEY_CALL_FAULTS))),
  recordVolume: v.optional(v.picklist(RECORD_VOLUMES)),
  agentTeam: v.optional(v.picklist(AGENT_TEAM_SIZES)),
  agentContracts: v.optional(v.picklist(AGENT_CONTRACT_SETS)),
  depositInstructions: v.optional(v.picklist(DEPOSIT_INSTRUCTIONS_FORMS)),
  hostileHtml: v.optional(v.nullable(v.pipe(v.string(), v.regex(SITE_CLASSES), v.maxLength(500)))),
  jurisdiction: v.optional(v.picklist(JURISDICTIONS)),
});
export type ScenarioPatch = v.InferInput<typeof ScenarioPatchSchema>;

function mergeMap<K extends string, T>(
  base: Partial<Record<K, T>>,
  patch: Partial<Record<K, T | null>> | undefined,
): Partial<Record<K, T>> {
  const out: Partial<Record<K, T>> = { ...base };
  for (const [key, value] of Object.entries(patch ?? {}) as [K, T | null | undefined][]) {
    if (value === null) delete out[key];
    else if (value !== undefined) out[key] = value;
  }
  return out;
}

/** Pure merge: a new scenario with `patch` applied (throws on an invalid patch). */
export function mergeScenario(base: Scenario, patch: ScenarioPatch): Scenario {
  const p = v.parse(ScenarioPatchSchema, patch);
  return {
    systemStatus: p.systemStatus ?? base.systemStatus,
    visitorIp: p.visitorIp ?? base.visitorIp,
    whiteLabel: { ...base.whiteLabel, ...p.whiteLabel },
    failures: mergeMap(base.failures, p.failures),
    latencyMs: p.latencyMs ?? base.latencyMs,
    endpointLatencyMs: mergeMap(base.endpointLatencyMs, p.endpointLatencyMs),
    smsExpiredMinutes: p.smsExpiredMinutes ?? base.smsExpiredMinutes,
    publicPopups: p.publicPopups ?? base.publicPopups ?? true,
    phoneAuthError: p.phoneAuthError === undefined ? base.phoneAuthError : p.phoneAuthError,
    phoneAuthStep: p.phoneAuthStep ?? base.phoneAuthStep ?? 'both',
    dialect: p.dialect ?? base.dialect ?? 'codes',
    domainListed: p.domainListed ?? base.domainListed ?? true,
    moneyCallFault: p.moneyCallFault === undefined ? (base.moneyCallFault ?? null) : p.moneyCallFault,
    recordVolume: p.recordVolume ?? base.recordVolume ?? 'normal',
    agentTeam: p.agentTeam ?? base.agentTeam ?? 'normal',
    agentContracts: p.agentContracts ?? base.agentContracts ?? 'all',
    depositInstructions: p.depositInstructions ?? base.depositInstructions ?? 'code',
    hostileHtml: p.hostileHtml === undefined ? (base.hostileHtml ?? null) : p.hostileHtml,
    jurisdiction: p.jurisdiction ?? base.jurisdiction ?? 'none',
  };
}

/** Anything that holds a scenario (the mock db does). */
export interface ScenarioHolder {
  scenario: Scenario;
}

/** Shared holder used when no db is given (the default db registers itself here). */
export const scenarioDefaults: { holder: ScenarioHolder } = { holder: { scenario: defaultScenario() } };

export function applyScenario(
  patch: ScenarioPatch,
  target: ScenarioHolder = scenarioDefaults.holder,
): Scenario {
  target.scenario = mergeScenario(target.scenario, patch);
  return target.scenario;
}

export function resetScenario(target: ScenarioHolder = scenarioDefaults.holder): Scenario {
  target.scenario = defaultScenario();
  return target.scenario;
}

const ON = ['on', '1', 'true', 'yes'];
const OFF = ['off', '0', 'false', 'no'];
function flag(raw: string): boolean | undefined {
  const s = raw.trim().toLowerCase();
  if (ON.includes(s)) return true;
  if (OFF.includes(s)) return false;
  return undefined;
}
function nonNegativeInt(raw: string): number | undefined {
  return /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : undefined;
}

/**
 * Query keys (demo site), unknown or invalid ones ignored:
 *   mock.status=0|1|2            system status           mock.ip=198.51.100.7   visitor IP
 *   mock.sms=on|off              MOBILEVERCODELOGIN3     mock.wl.<SWITCH>=on|off any §6 switch
 *   mock.fail.<endpoint>=<mode>  failure injection ('none' clears)
 *   mock.latency=<ms>            all responses           mock.latency.<endpoint>=<ms>
 *   mock.smsMinutes=<n>          SMS expiredMinutes      mock.popups=on|off     public popups served
 *   mock.phoneAuth=<§8 code>     SMS calls refused with auth/<code> ('none' clears)
 *   mock.phoneAuthStep=send|verify|both   which SMS calls mock.phoneAuth refuses (default both)
 *   mock.dialect=codes|spec|operator  the answers' shapes (./dialect.ts)
 *   mock.domain=on|off           the domain routes list this site's host (off: the invalid-URL page)
 *   mock.moneyFault=timeout|server-error|network-error   the next money call applies, then fails ('none' clears)
 *   mock.records=normal|large    bets a day in the records (large: 5,000+ in 92 days)
 *   mock.team=normal|large       agente1's team (large: 2,000 members)
 *   mock.agentContracts=all|no-dividend|no-salary|none   the agents' §3 Consolidated flags
 *   mock.hostileHtml=on|off|<class names>   every HTML surface ends with the overlay sample (wearing the classes)
 *   mock.jurisdiction=BR|none    the gateway's jurisdiction profile (BR: loss and time limits before deposit or play)
 */
export function scenarioFromSearchParams(params: URLSearchParams): ScenarioPatch {
  const patch: {
    systemStatus?: number;
    visitorIp?: string;
    whiteLabel?: Partial<Record<WhiteLabelSwitch, boolean>>;
    failures?: Partial<Record<EndpointName, FailureMode | null>>;
    latencyMs?: number;
    endpointLatencyMs?: Partial<Record<EndpointName, number>>;
    smsExpiredMinutes?: number;
    publicPopups?: boolean;
    phoneAuthError?: PhoneAuthCode | null;
    phoneAuthStep?: PhoneAuthStep;
    dialect?: Dialect;
    domainListed?: boolean;
    moneyCallFault?: MoneyCallFault | null;
    recordVolume?: RecordVolume;
    agentTeam?: AgentTeamSize;
    agentContracts?: AgentContractSet;
    depositInstructions?: DepositInstructionsForm;
    hostileHtml?: string | null;
    jurisdiction?: Jurisdiction;
  } = {};
  const isEndpoint = (name: string): name is EndpointName => (ENDPOINT_NAMES as string[]).includes(name);
  const isSwitch = (name: string): name is WhiteLabelSwitch =>
    (WHITE_LABEL_SWITCHES as readonly string[]).includes(name);
  const isMode = (mode: string): mode is FailureMode => (FAILURE_MODES as readonly string[]).includes(mode);

  for (const [key, raw] of params) {
    if (!key.startsWith('mock.')) continue;
    const [, group, name = ''] = key.match(/^mock\.([^.]+)(?:\.(.+))?$/) ?? [];
    const value = raw.trim();
    if (group === 'status' && !name) {
      const status = nonNegativeInt(value);
      if (status !== undefined) patch.systemStatus = status;
    } else if (group === 'ip' && !name && value) {
      patch.visitorIp = value;
    } else if (group === 'sms' && !name) {
      const on = flag(value);
      if (on !== undefined) patch.whiteLabel = { ...patch.whiteLabel, MOBILEVERCODELOGIN3: on };
    } else if (group === 'wl' && isSwitch(name)) {
      const on = flag(value);
      if (on !== undefined) patch.whiteLabel = { ...patch.whiteLabel, [name]: on };
    } else if (group === 'fail' && isEndpoint(name)) {
      if (value === 'none' || value === '') patch.failures = { ...patch.failures, [name]: null };
      else if (isMode(value)) patch.failures = { ...patch.failures, [name]: value };
    } else if (group === 'latency') {
      const latency = nonNegativeInt(value);
      if (latency === undefined) continue;
      if (!name) patch.latencyMs = latency;
      else if (isEndpoint(name)) patch.endpointLatencyMs = { ...patch.endpointLatencyMs, [name]: latency };
    } else if (group === 'popups' && !name) {
      const on = flag(value);
      if (on !== undefined) patch.publicPopups = on;
    } else if (group === 'phoneAuth' && !name) {
      if (value === 'none') patch.phoneAuthError = null;
      else if ((PHONE_AUTH_CODES as readonly string[]).includes(value))
        patch.phoneAuthError = value as PhoneAuthCode;
    } else if (group === 'phoneAuthStep' && !name) {
      if ((PHONE_AUTH_STEPS as readonly string[]).includes(value))
        patch.phoneAuthStep = value as PhoneAuthStep;
    } else if (group === 'dialect' && !name) {
      if ((SERVED_DIALECTS as readonly string[]).includes(value)) patch.dialect = value as Dialect;
    } else if (group === 'domain' && !name) {
      const on = flag(value);
      if (on !== undefined) patch.domainListed = on;
    } else if (group === 'moneyFault' && !name) {
      if (value === 'none') patch.moneyCallFault = null;
      else if ((MONEY_CALL_FAULTS as readonly string[]).includes(value))
        patch.moneyCallFault = value as MoneyCallFault;
    } else if (group === 'records' && !name) {
      if ((RECORD_VOLUMES as readonly string[]).includes(value)) patch.recordVolume = value as RecordVolume;
    } else if (group === 'team' && !name) {
      if ((AGENT_TEAM_SIZES as readonly string[]).includes(value)) patch.agentTeam = value as AgentTeamSize;
    } else if (group === 'agentContracts' && !name) {
      if ((AGENT_CONTRACT_SETS as readonly string[]).includes(value))
        patch.agentContracts = value as AgentContractSet;
    } else if (group === 'depositInstructions' && !name) {
      if ((DEPOSIT_INSTRUCTIONS_FORMS as readonly string[]).includes(value))
        patch.depositInstructions = value as DepositInstructionsForm;
    } else if (group === 'hostileHtml' && !name) {
      const on = flag(value);
      if (on !== undefined) patch.hostileHtml = on ? '' : null;
      else if (value === 'none') patch.hostileHtml = null;
      else if (value.length <= 500 && SITE_CLASSES.test(value)) patch.hostileHtml = value;
    } else if (group === 'jurisdiction' && !name) {
      if ((JURISDICTIONS as readonly string[]).includes(value)) patch.jurisdiction = value as Jurisdiction;
    } else if (group === 'smsMinutes' && !name) {
      const minutes = nonNegativeInt(value);
      if (minutes !== undefined) patch.smsExpiredMinutes = minutes;
    }
  }
  return patch;
}
