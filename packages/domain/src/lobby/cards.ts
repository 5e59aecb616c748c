import { imageSource } from './imageSource.ts';

/** A game as the gateway describes it (§3 Game); every field but nodeId may be missing. */
export interface GameLike {
  nodeId: string | number;
  nodeName?: string | null;
  gameName?: string | null;
  displayName?: string | null;
  iconUrl?: string | null;
  showIcon?: string | null;
  vassalage?: string | null;
  gameType?: string | null;
  gameCode?: string | null;
  gameClassify?: string | null;
  /** 1 means hot (§3). */
  isHot?: number | string | boolean | null;
  /** 0 means trial allowed (§3). */
  supportPlay?: number | string | boolean | null;
  /** Return to player (a reading, issue 26 item 6: `rtp` on the §3 game item): 96.5, "96,5%" or 0.965. */
  rtp?: unknown;
}

function isOne(value: unknown): boolean {
  return value === 1 || value === true || (typeof value === 'string' && value.trim() === '1');
}

function isZero(value: unknown): boolean {
  return value === 0 || (typeof value === 'string' && value.trim() === '0');
}

/** §3: isHot 1 means hot (the hot badge). */
export function isHotGame(game: Pick<GameLike, 'isHot'>): boolean {
  return isOne(game.isHot);
}

/** §3: supportPlay 0 means trial (demo) play is allowed. Anything else, or nothing, means it is not. */
export function supportsTrial(game: Pick<GameLike, 'supportPlay'>): boolean {
  return isZero(game.supportPlay);
}

export interface CardSession {
  isLogin: boolean;
  /** FREEPLAY3 is on (§6). */
  freePlayEnabled: boolean;
}

/**
 * §2 Game card: the Free-trial button shows only when supportPlay is 0; a visitor (not logged in) also needs
 * FREEPLAY3 (free trial works without login when supportPlay is 0 and FREEPLAY3 is on).
 */
export function showFreeTrial(game: Pick<GameLike, 'supportPlay'>, session: CardSession): boolean {
  return supportsTrial(game) && (session.isLogin || session.freePlayEnabled);
}

/** The name shown on a card: displayName, else gameName, else nodeName (trimmed), else ''. */
export function gameDisplayName(game: Pick<GameLike, 'displayName' | 'gameName' | 'nodeName'>): string {
  for (const candidate of [game.displayName, game.gameName, game.nodeName]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return '';
}

/** The card image: iconUrl, else showIcon (§3), when usable; null → the default game icon. */
export function gameImage(game: Pick<GameLike, 'iconUrl' | 'showIcon'>): string | null {
  return imageSource(game.iconUrl) ?? imageSource(game.showIcon);
}

/**
 * The game's return to player as a percentage (issue 26 item 6), or null when the gateway gives none or a value that
 * cannot be one: a number or a numeric text with `.` or `,` and an optional `%`; a fraction (0.965) is read as a
 * share. Anything outside 0–100 % is refused rather than shown.
 */
export function gameRtp(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const match = /^(\d{1,3}(?:[.,]\d+)?)\s*(%?)$/.exec(text);
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(',', '.'));
  const percent = match[2] === '' && value <= 1 ? value * 100 : value;
  return percent > 0 && percent <= 100 ? Math.round(percent * 100) / 100 : null;
}

export interface GameCardModel {
  id: string;
  name: string;
  image: string | null;
  hot: boolean;
  /** Return to player in percent; null: "RTP indisponível". */
  rtp: number | null;
  /** Play now is always offered; what it does is `decideLaunch`'s business. */
  playNow: true;
  freeTrial: boolean;
  favourite: boolean;
}

/** §2 Game card: hot badge, image, Play now, Free trial (supportPlay 0), name and favourite heart. */
export function gameCard(
  game: GameLike,
  session: CardSession & { favGameIds?: ReadonlySet<string> },
): GameCardModel {
  const id = String(game.nodeId);
  return {
    id,
    name: gameDisplayName(game),
    image: gameImage(game),
    hot: isHotGame(game),
    rtp: gameRtp(game.rtp),
    playNow: true,
    freeTrial: showFreeTrial(game, session),
    favourite: session.favGameIds?.has(id) ?? false,
  };
}

/** §3 Vendor card. */
export interface VendorCardLike {
  vassalage: string;
  lagerIcon?: string | null;
  displayName?: string | null;
  gameType?: string | null;
}

export interface VendorCardModel {
  vassalage: string;
  name: string;
  image: string | null;
  /** §2: a Play-now button unless the type is RNG (an RNG vendor opens its game list instead). */
  playNow: boolean;
}

export function vendorCard(vendor: VendorCardLike): VendorCardModel {
  const name =
    typeof vendor.displayName === 'string' && vendor.displayName.trim() !== ''
      ? vendor.displayName.trim()
      : vendor.vassalage;
  return {
    vassalage: vendor.vassalage,
    name,
    image: imageSource(vendor.lagerIcon),
    playNow: vendorHasPlayNow(vendor),
  };
}

/** §2 Vendor card: Play now unless the vendor's gameType is RNG. */
export function vendorHasPlayNow(vendor: Pick<VendorCardLike, 'gameType'>): boolean {
  return (vendor.gameType ?? '').trim().toUpperCase() !== 'RNG';
}
