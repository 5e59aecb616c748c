import { describe, expect, it } from 'vitest';
import { pointMallViewer, redeemAction, rewardAvailability } from './pointMall.ts';

describe('§6 who looks at the point mall and what Redeem does', () => {
  it.each([
    [{ isLogin: false, isTrial: false }, 'visitor', 'login'],
    [{ isLogin: false, isTrial: true }, 'visitor', 'login'],
    [{ isLogin: true, isTrial: true }, 'trial', 'need-real-account'],
    [{ isLogin: true, isTrial: false }, 'player', 'confirm'],
  ] as const)('%j is a %s: Redeem → %s', (flags, viewer, action) => {
    expect(pointMallViewer(flags)).toBe(viewer);
    expect(redeemAction(viewer)).toBe(action);
  });
});

describe('a reward’s availability', () => {
  const reward = { pointsRequired: 1000, stock: 3 };
  it.each([
    [reward, 1000, 'available'],
    [reward, 999, 'not-enough-points'],
    [reward, null, 'available'],
    [{ pointsRequired: 1000, stock: 0 }, 5000, 'out-of-stock'],
    [{ pointsRequired: 1000, stock: 0 }, null, 'out-of-stock'],
    [{ pointsRequired: 1000 }, 1000, 'available'],
    [{ pointsRequired: 0, stock: -1 }, 0, 'out-of-stock'],
  ] as const)('%j with %s points → %s', (item, points, expected) => {
    expect(rewardAvailability(item, points)).toBe(expected);
  });
});
