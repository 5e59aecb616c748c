import type { MessageDescriptor } from '@lingui/core';
import { PROMOTION_STATUSES, type PromotionStatus, SIDE_MENU_PROMOTIONS } from '../constants.ts';
import { promotionStatusMessages } from '../lobby/lobbyMessages.ts';

const STATUS_ALIASES: Readonly<Record<string, PromotionStatus>> = {
  COMINGSOON: 'COMING_SOON',
  CLOSED: 'CLOSE',
  INPROCESS: 'PROCESS',
  PROCESSING: 'PROCESS',
};

/** A status as the gateway may spell it ('coming soon', 'comingSoon', 'Close', 'closed') → a §4 status, or null. */
export function toPromotionStatus(raw: unknown): PromotionStatus | null {
  if (typeof raw !== 'string') return null;
  const spaced = raw
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if ((PROMOTION_STATUSES as readonly string[]).includes(spaced)) return spaced as PromotionStatus;
  const compact = spaced.replace(/_/g, '');
  return Object.hasOwn(STATUS_ALIASES, compact) ? STATUS_ALIASES[compact]! : null;
}

export function promotionStatusLabel(status: PromotionStatus): MessageDescriptor {
  return promotionStatusMessages[status];
}

/**
 * What a promotion's button does in each status: Join and Claim are actions the player can take; every other
 * status is shown as a disabled label (Applying, Process: waiting for review; Rejected, Issued, Claimed, Joined:
 * done; Coming soon: not open yet; Close: over).
 */
export function promotionAction(status: PromotionStatus | null): 'join' | 'claim' | null {
  if (status === 'JOIN') return 'join';
  if (status === 'CLAIM') return 'claim';
  return null;
}

/** §2 /promotions takes an optional hash holding a promotion id: '#12' → '12'; anything odd → null. */
export function promotionIdFromHash(hash: string | null | undefined): string | null {
  if (typeof hash !== 'string') return null;
  let text = hash.trim().replace(/^#/, '');
  try {
    text = decodeURIComponent(text);
  } catch {
    return null;
  }
  return /^[A-Za-z0-9_-]{1,40}$/.test(text) ? text : null;
}

/** The hash that opens one promotion on /promotions. */
export function promotionHash(id: string | number): string {
  return `#${encodeURIComponent(String(id))}`;
}

/** §2 side menu, §9: a promotions list limited to 6, with a More link to /promotions when there are more. */
export function sideMenuPromotions<P>(promotions: readonly P[] | null | undefined): {
  items: P[];
  more: boolean;
} {
  const list = Array.isArray(promotions) ? promotions : [];
  return { items: list.slice(0, SIDE_MENU_PROMOTIONS), more: list.length > SIDE_MENU_PROMOTIONS };
}
