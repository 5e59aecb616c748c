import { describe, expect, it } from 'vitest';
import { referralLink, referralPromotionEnabled } from './referral.ts';
import { referralEntryAction, showsReferralEntry } from './referralEntry.ts';

describe('§2 Layout: referral shows when the visitor is anonymous or the referral promotion is enabled', () => {
  it.each([
    [false, false, true],
    [false, true, true],
    [true, true, true],
    [true, false, false],
  ])('logged in %s, promotion %s → shows %s', (isLogin, referralPromotionEnabled, shows) => {
    expect(showsReferralEntry({ isLogin, referralPromotionEnabled })).toBe(shows);
  });

  it('a visitor registers, a member opens the referral page', () => {
    expect(referralEntryAction(false)).toBe('register');
    expect(referralEntryAction(true)).toBe('referral-page');
  });
});

describe('§2 /register accepts the query parameter referralCode', () => {
  it('builds the register link with the code', () => {
    expect(referralLink('AB 12', 'https://sorte.example')).toBe(
      'https://sorte.example/register?referralCode=AB+12',
    );
  });
  it('keeps the gateway’s own http(s) link, refuses any other scheme', () => {
    expect(referralLink('X1', 'https://sorte.example', 'https://go.sorte.example/r/X1')).toBe(
      'https://go.sorte.example/r/X1',
    );
    expect(referralLink('X1', 'https://sorte.example', 'javascript:alert(1)')).toBe(
      'https://sorte.example/register?referralCode=X1',
    );
  });
});

describe('§2 "the referral promotion is enabled" (reading: a running promotion of type REFERRAL)', () => {
  it.each([
    [[{ promotionType: 'REFERRAL', status: 'Joined' }], true],
    [[{ promotionType: 'referral', status: 'Join' }], true],
    [[{ promotionType: 'REFERRAL' }], true],
    [[{ promotionType: 'REFERRAL', status: 'Close' }], false],
    [[{ promotionType: 'REFERRAL', status: 'coming soon' }], false],
    [[{ promotionType: 'DEPOSIT', status: 'Join' }], false],
    [[], false],
    [undefined, false],
  ])('%j → %s', (promotions, enabled) => {
    expect(referralPromotionEnabled(promotions)).toBe(enabled);
  });
});
