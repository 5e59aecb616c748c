import type { MemberCentreItem } from '@sorte/domain';
import { type ComponentType, lazy } from 'react';
import { builtMemberPages } from '../../paths.ts';
import { cashierPages } from '../cashier/index.ts';
import { limitsPages } from '../limits/index.ts';
import { recordPages } from '../records/index.ts';
import { referralPages } from '../referral/index.ts';
import { rewardsPages } from '../rewards/index.ts';
import { securityPages } from '../security/index.ts';

export type BuiltMemberPage = (typeof builtMemberPages)[number];

/** Each built member-centre page, a chunk of its own: the member centre's route and its popup show the same. */
export const memberPages: Record<BuiltMemberPage, ComponentType> = {
  transferFund: lazy(cashierPages.transferFund),
  depositv2: lazy(cashierPages.depositv2),
  withdraw: lazy(cashierPages.withdraw),
  cashierHistory: lazy(cashierPages.cashierHistory),
  transferUpline: lazy(cashierPages.transferUpline),
  personalHistoryCopy: lazy(recordPages.personalHistoryCopy),
  transactionHistory: lazy(recordPages.transactionHistory),
  personalProfit: lazy(recordPages.personalProfit),
  bonusDetails: lazy(recordPages.bonusDetails),
  manualRebate: lazy(recordPages.manualRebate),
  rewardCenter: lazy(rewardsPages.rewardCenter),
  missionLeaderboard: lazy(rewardsPages.missionLeaderboard),
  messageV2: lazy(rewardsPages.messageV2),
  referral: lazy(referralPages.referral),
  securityCenter: lazy(securityPages.securityCenter),
  playerLimits: lazy(limitsPages.playerLimits),
};

export function isBuiltMemberPage(item: MemberCentreItem): item is BuiltMemberPage {
  return (builtMemberPages as readonly MemberCentreItem[]).includes(item);
}
