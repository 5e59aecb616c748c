import { describe, expect, it } from 'vitest';
import { BR_PAYOUT_MINUTES, brPayoutDeadline } from './jurisdiction.ts';

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
