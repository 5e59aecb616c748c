import { describe, expect, it } from 'vitest';
import { MEMBER_CENTRE_ITEMS, memberCentreMenu } from './memberCentre.ts';

describe('§2 Member centre menu', () => {
  it("lists the spec's items in the spec's order, the cashier history (issue 23 item 4) after withdraw, the limits (issue 26) last", () => {
    expect(MEMBER_CENTRE_ITEMS).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'cashierHistory',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
      'manualRebate',
      'playerLimits',
    ]);
  });

  it('shows only the items that are built, in the spec order whatever order they are given in', () => {
    const menu = memberCentreMenu(['withdraw', 'transferFund', 'depositv2'], {
      isSingleWallet: false,
      unread: {},
    });
    expect(menu.map((entry) => entry.item)).toEqual(['transferFund', 'depositv2', 'withdraw']);
  });

  it('§3 Wallet isSingle: a single-wallet merchant has no transfer page', () => {
    const menu = memberCentreMenu(['transferFund', 'depositv2'], { isSingleWallet: true, unread: {} });
    expect(menu.map((entry) => entry.item)).toEqual(['depositv2']);
  });

  it('§2 badge counts show for missions, messages and rewards, and only above zero', () => {
    const menu = memberCentreMenu([...MEMBER_CENTRE_ITEMS], {
      isSingleWallet: false,
      unread: { missions: 2, messages: 0, rewards: 5 },
    });
    expect(menu.filter((entry) => entry.badge !== undefined)).toEqual([
      { item: 'rewardCenter', badge: 5 },
      { item: 'missionLeaderboard', badge: 2 },
    ]);
  });
});
