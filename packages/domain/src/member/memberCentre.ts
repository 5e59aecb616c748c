/** §2 Member centre menu, in the spec's order, with the cashier's history beside deposit and withdraw (issue 23). */
export const MEMBER_CENTRE_ITEMS = [
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
  // Issue 26 item 2 (not in the spec): the player's own limits, one tap from the menu.
  'playerLimits',
] as const;
export type MemberCentreItem = (typeof MEMBER_CENTRE_ITEMS)[number];

/** §2: badge counts show for missions, messages and rewards. */
export const BADGED_MEMBER_CENTRE_ITEMS = {
  missionLeaderboard: 'missions',
  messageV2: 'messages',
  rewardCenter: 'rewards',
} as const satisfies Partial<Record<MemberCentreItem, string>>;
export type UnreadCountKind = (typeof BADGED_MEMBER_CENTRE_ITEMS)[keyof typeof BADGED_MEMBER_CENTRE_ITEMS];
export type UnreadCounts = Partial<Record<UnreadCountKind, number>>;

export interface MemberCentreMenuEntry {
  item: MemberCentreItem;
  badge?: number;
}

/**
 * The member centre's menu: the spec's items that are built (`built`, in any order; an item appears when the
 * page behind it exists), without the transfer page for a single-wallet merchant (§3 Wallet isSingle), each
 * badged item with its unread count when above zero.
 */
export function memberCentreMenu(
  built: readonly MemberCentreItem[],
  options: { isSingleWallet: boolean; unread: UnreadCounts },
): MemberCentreMenuEntry[] {
  return MEMBER_CENTRE_ITEMS.filter(
    (item) => built.includes(item) && !(item === 'transferFund' && options.isSingleWallet),
  ).map((item) => {
    const kind = (BADGED_MEMBER_CENTRE_ITEMS as Partial<Record<MemberCentreItem, UnreadCountKind>>)[item];
    const badge = kind === undefined ? undefined : options.unread[kind];
    return badge !== undefined && badge > 0 ? { item, badge } : { item };
  });
}
