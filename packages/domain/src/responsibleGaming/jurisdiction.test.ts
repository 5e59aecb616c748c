import { describe, expect, it } from 'vitest';
import { BR_PAYOUT_MINUTES, brPayoutDeadline, promotionsOffered } from './jurisdiction.ts';

describe('issue 26 item 6: under BR a withdrawal is paid within 120 minutes', () => {
  it('its payout clock ends 120 minutes after it was asked', () => {
    expect(BR_PAYOUT_MINUTES).toBe(120);
    expect(brPayoutDeadline('2026-11-29T10:00:00Z')).toBe(Date.parse('2026-11-29T12:00:00Z'));
  });

  it('a time that does not read gives no clock', () => {
    expect(brPayoutDeadline('')).toBeNull();
    expect(brPayoutDeadline('ontem')).toBeNull();
  });
});

describe('promotionsOffered (issue 26 item 1; Portaria SPA/MF 1.231/2024 art. 42)', () => {
  const list = [{ id: '1' }, { id: '2', depositConditioned: true }, { id: '3', depositConditioned: false }];
  it('under BR leaves out the promotions conditioned on a deposit, keeping the order', () => {
    expect(promotionsOffered('BR', list).map((promotion) => promotion.id)).toEqual(['1', '3']);
  });
  it('without a profile shows them all', () => {
    expect(promotionsOffered('none', list)).toEqual(list);
  });
});
