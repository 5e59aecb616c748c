import { describe, expect, it } from 'vitest';
import { PROMOTION_STATUSES } from '../constants.ts';
import { promotionStatusMessages } from '../lobby/lobbyMessages.ts';
import {
  promotionAction,
  promotionHash,
  promotionIdFromHash,
  promotionStatusLabel,
  sideMenuPromotions,
  toPromotionStatus,
} from './promotions.ts';

describe('§4 Promotion statuses', () => {
  it('are Join, Claim, Applying, Rejected, Issued, Claimed, Process, Joined, coming soon, Close', () => {
    expect([...PROMOTION_STATUSES]).toEqual([
      'JOIN',
      'CLAIM',
      'APPLYING',
      'REJECTED',
      'ISSUED',
      'CLAIMED',
      'PROCESS',
      'JOINED',
      'COMING_SOON',
      'CLOSE',
    ]);
    for (const status of PROMOTION_STATUSES)
      expect(promotionStatusLabel(status)).toBe(promotionStatusMessages[status]);
  });

  it.each([
    ['Join', 'JOIN'],
    ['claim', 'CLAIM'],
    ['coming soon', 'COMING_SOON'],
    ['comingSoon', 'COMING_SOON'],
    ['COMING-SOON', 'COMING_SOON'],
    ['Close', 'CLOSE'],
    ['closed', 'CLOSE'],
    ['Process', 'PROCESS'],
    ['processing', 'PROCESS'],
    ['hasOwnProperty', null],
    ['', null],
    [3, null],
  ])('%j → %j', (raw, status) => {
    expect(toPromotionStatus(raw)).toBe(status);
  });

  it('only Join and Claim are actions; the other statuses are labels', () => {
    expect(PROMOTION_STATUSES.map(promotionAction)).toEqual([
      'join',
      'claim',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('§2 /promotions with an optional hash holding a promotion id', () => {
  it.each([
    ['#12', '12'],
    ['12', '12'],
    ['#promo-7', 'promo-7'],
    ['#', null],
    ['#<img src=x>', null],
    ['#%E0%A4%A', null],
    ['#../../x', null],
    [null, null],
  ])('%j → %j', (hash, id) => {
    expect(promotionIdFromHash(hash)).toBe(id);
  });

  it('the hash of an id reads back', () => {
    expect(promotionIdFromHash(promotionHash(42))).toBe('42');
  });
});

describe('§2 side menu: promotions list limited to 6 with a More link', () => {
  it.each([
    [0, 0, false],
    [6, 6, false],
    [7, 6, true],
  ])('%i promotions → %i shown, more %s', (n, shown, more) => {
    const result = sideMenuPromotions(Array.from({ length: n }, (_, i) => i));
    expect(result.items).toHaveLength(shown);
    expect(result.more).toBe(more);
  });
});
