import { formatMoney } from '@sorte/domain';
import {
  accountFixtures,
  pointConfigFixture,
  rewardFixtures,
  rewardImage,
  STARTING_POINTS,
} from '@sorte/mocks/fixtures';
import type { PointEarningItem, PointRewardItem } from './PointMall/index.ts';

// Story fixtures for the point mall: the simulated gateway's rewards (with its artwork), rules and points
// (@sorte/mocks/fixtures), mapped into the components' props. Used only by stories, never by components.

/** The eight of the gateway's rewards the stories show: every kind of stock, requirement and price. */
const STORY_REWARDS = ['PR-101', 'PR-102', 'PR-104', 'PR-106', 'PR-107', 'PR-109', 'PR-110', 'PR-113'];

export const pointRewards: readonly PointRewardItem[] = rewardFixtures()
  .filter((reward) => STORY_REWARDS.includes(reward.id))
  .map((reward) => ({
    id: reward.id,
    name: reward.name,
    imageUrl: rewardImage(reward),
    description: reward.description,
    pointsRequired: reward.pointsRequired,
    // The gateway's 0 is "no requirement"; the card takes an absent one.
    ...(reward.amountRequired > 0 ? { amountRequired: reward.amountRequired } : {}),
    ...(reward.stock === undefined ? {} : { stock: reward.stock }),
  }));

export const pointEarningRules: readonly PointEarningItem[] = pointConfigFixture().rules;

const jogador01 = accountFixtures().find((account) => account.account === 'jogador01')!;
/** jogador01's starting points in the simulated gateway. */
export const playerPoints = STARTING_POINTS[jogador01.id]!.points;

/** Money as the site shows it in Portuguese stories (the app passes the player's language and currency). */
export const formatReais = (amount: number) => formatMoney(amount, { currency: 'BRL', locale: 'pt-BR' });
