import { describe, expect, it } from 'vitest';
import { promotionDestination } from './promotionDestination.ts';

describe('§4 go to promotion, from an announcement or a public popup', () => {
  const member = { isLogin: true, isTrial: false };

  it('takes a member to the reward centre at the promotion, by its id first, else its promotionType', () => {
    expect(promotionDestination({ promotionId: '2001', promotionType: 'DEPOSIT' }, member)).toBe(
      '/member/rewards?promotion=2001',
    );
    expect(promotionDestination({ promotionType: 'DEPOSIT' }, member)).toBe(
      '/member/rewards?promotion=DEPOSIT',
    );
    expect(promotionDestination(undefined, member)).toBe('/member/rewards');
  });

  it('takes a visitor and a trial account (§6: no member centre) to the public promotions', () => {
    expect(promotionDestination({ promotionId: '2001' }, { isLogin: false, isTrial: false })).toBe(
      '/promotions',
    );
    expect(promotionDestination({ promotionId: '2001' }, { isLogin: true, isTrial: true })).toBe(
      '/promotions',
    );
  });
});
