import { PLATFORM, type PrizeMode } from '../constants.ts';
import { classifyLink, type LinkPolicy } from '../links/safeLink.ts';
import { type GameLike, supportsTrial } from './cards.ts';

/** Play now (real money, needs a real account) or Free trial (demo play). */
export type LaunchMode = 'play' | 'trial';

export type LaunchDecision =
  /** Anonymous: open the login popup (§8 "Login needed"). */
  | { kind: 'login' }
  /** Trial account: 'in_need_true_account' with a confirm button (§6, §8). */
  | { kind: 'need-real-account' }
  /** The game has no trial (supportPlay is not 0). */
  | { kind: 'trial-unavailable' }
  | { kind: 'launch'; mode: LaunchMode };

export interface LaunchInput {
  mode: LaunchMode;
  isLogin: boolean;
  isTrial: boolean;
  /** FREEPLAY3 (§6). */
  freePlayEnabled: boolean;
  game?: Pick<GameLike, 'supportPlay'>;
}

/**
 * §6, §8, launching a game:
 * - Play now: anonymous → login; a trial account → 'in_need_true_account'; a member → launch with the token.
 * - Free trial: only for a game with supportPlay 0; a visitor may use it without login when FREEPLAY3 is on
 *   (otherwise login first); any logged-in account (trial accounts too: "free demo play is available") may.
 */
export function decideLaunch(input: LaunchInput): LaunchDecision {
  if (input.mode === 'trial') {
    if (!input.game || !supportsTrial(input.game)) return { kind: 'trial-unavailable' };
    if (!input.isLogin && !input.freePlayEnabled) return { kind: 'login' };
    return { kind: 'launch', mode: 'trial' };
  }
  if (!input.isLogin) return { kind: 'login' };
  if (input.isTrial) return { kind: 'need-real-account' };
  return { kind: 'launch', mode: 'play' };
}

// ---- launch CDN: chosen once per session -------------------------------------------------------------------

/** A CDN base from permission info (`launchGameCDNs`, `imageCDNs`) as an origin, or null when unusable. */
export function cdnOrigin(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * §9 "Image and launch CDNs are chosen at random", per the quality bar once per session: the remembered CDN is
 * kept while it is still offered; otherwise one is picked with `random` (a number in [0, 1) that the app draws)
 * and `changed` tells the app to remember it (sessionStorage). Only https origins count; none → null.
 */
export function chooseSessionCdn(
  candidates: readonly unknown[] | null | undefined,
  remembered: string | null | undefined,
  random: number,
): { cdn: string | null; changed: boolean } {
  const origins = [...new Set((Array.isArray(candidates) ? candidates : []).map(cdnOrigin))].filter(
    (origin): origin is string => origin !== null,
  );
  const kept = cdnOrigin(remembered);
  if (kept !== null && origins.includes(kept)) return { cdn: kept, changed: kept !== remembered };
  if (origins.length === 0) return { cdn: null, changed: remembered != null };
  const r = Number.isFinite(random) ? Math.min(Math.max(random, 0), 0.999_999_999) : 0;
  return { cdn: origins[Math.floor(r * origins.length)]!, changed: true };
}

// ---- iframes: game and chat --------------------------------------------------------------------------------

export type FrameTarget = { kind: 'frame'; url: string } | { kind: 'refused' };

export interface FramePolicy {
  /** The site's origin (a same-origin frame is refused: a game must not run with the site's privileges). */
  origin: string;
  /** `frameHosts` of the runtime config: the only hosts a game or chat iframe may load (exact match, https). */
  frameHosts: readonly string[];
  /** The session's launch CDN ({@link chooseSessionCdn}); a launch URL given as a path is resolved against it. */
  launchCdn?: string | null;
}

/**
 * Quality bar "Game and chat iframes only from allowlisted hosts". A launch URL that is a path ('/game/…') is
 * resolved against the session's launch CDN (reading: the iframe's host is on the allowlist and the launch CDN is
 * chosen once per session); the result must be https on a `frameHosts` host.
 */
export function frameTarget(raw: string | null | undefined, policy: FramePolicy): FrameTarget {
  if (typeof raw !== 'string') return { kind: 'refused' };
  let text = raw.trim();
  if (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')) {
    const base = cdnOrigin(policy.launchCdn);
    if (base === null) return { kind: 'refused' };
    text = `${base}${text}`;
  }
  const target = classifyLink(text, { origin: policy.origin, allowedHosts: policy.frameHosts });
  return target.kind === 'external' ? { kind: 'frame', url: target.url } : { kind: 'refused' };
}

// ---- lottery lobby launch (§7 Lottery) -----------------------------------------------------------------------

/** §7 "Lobby launch: lottoArea VN, …". */
export const LOTTO_AREA = 'VN';

export interface LotteryLaunchInput {
  prizeMode: PrizeMode;
  /** From the page's gameCode query (§2); validated, dropped when malformed. */
  gameCode?: string | null;
  /** Reading: 'GAME' opens a game, 'LOBBY' the lottery lobby (default: GAME with a gameCode, else LOBBY). */
  launchMode?: string;
  /** Reading: the lottery's view; default 'LOBBY' without a game code, 'GAME' with one. */
  lottoView?: string;
  /** Default WEB (§9 platform WEB; "device WEB" of the lottery menu call). */
  device?: string;
  /** Where the lottery's back button goes: validated like any link; refused → the site's home. */
  backUrl?: string | null;
  language: string;
}

/** The §7 lottery lobby launch parameters, as sent with the launch call. */
export interface LotteryLaunchParams {
  lottoArea: typeof LOTTO_AREA;
  launchMode: string;
  lottoPrizeMode: PrizeMode;
  lottoGameCode?: string;
  lottoView: string;
  device: string;
  backUrl: string;
  language: string;
}

const GAME_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

/** §2 lottery pages' `gameCode` query: a plain code, else null. */
export function parseLotteryGameCode(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  return GAME_CODE.test(text) ? text : null;
}

/**
 * §7 lottery lobby launch. backUrl is validated like any link (quality bar): a same-origin path becomes an
 * absolute URL on the site, an allowlisted https URL stays, anything else is replaced by the site's home.
 */
export function lotteryLaunchParams(input: LotteryLaunchInput, policy: LinkPolicy): LotteryLaunchParams {
  const gameCode = parseLotteryGameCode(input.gameCode);
  let origin = '';
  try {
    origin = new URL(policy.origin).origin;
  } catch {
    // an unusable origin: classifyLink refuses every link, and the back URL is the root path
  }
  const back = classifyLink(input.backUrl ?? '/', policy);
  const backUrl =
    back.kind === 'internal' ? `${origin}${back.path}` : back.kind === 'external' ? back.url : `${origin}/`;
  const params: LotteryLaunchParams = {
    lottoArea: LOTTO_AREA,
    launchMode: input.launchMode ?? (gameCode ? 'GAME' : 'LOBBY'),
    lottoPrizeMode: input.prizeMode,
    lottoView: input.lottoView ?? (gameCode ? 'GAME' : 'LOBBY'),
    device: input.device ?? PLATFORM,
    backUrl,
    language: input.language,
  };
  if (gameCode) params.lottoGameCode = gameCode;
  return params;
}
