import { formatMoney } from '@sorte/domain';
import {
  accountFixtures,
  pastRedeemFixtures,
  pointConfigFixture,
  pointHistoryFixture,
  rewardFixtures,
  rewardImage,
  STARTING_POINTS,
} from '@sorte/mocks/fixtures';
import type { PointEarningItem, PointRewardItem } from './PointMall/index.ts';
import type { PointDetailItem, RedeemRecordItem } from './PointRecords/index.ts';

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

/** The stories' "now": 25/11/2026 15:00 UTC. */
export const STORY_NOW = Date.UTC(2026, 10, 25, 15, 0, 0);

const STATUS_OF = { 'In Process': 'IN_PROCESS', Rejected: 'REJECTED', Approved: 'APPROVED' } as const;

/** jogador01's redeem records as the gateway serves them, one of each §4 status (a new redeem first). */
export const redeemRecordRows: readonly RedeemRecordItem[] = [
  {
    referenceNo: 'PM90001',
    applyTime: STORY_NOW - 3_600_000,
    name: 'Camiseta oficial Sorte',
    quantity: 2,
    pointsRequirement: 7000,
    amountRequirement: 0,
    status: 'IN_PROCESS',
  },
  ...pastRedeemFixtures(STORY_NOW).map((record) => ({
    ...record,
    status: STATUS_OF[record.status],
    ...(record.remark === '' ? { remark: undefined } : {}),
  })),
];

/** jogador01's points detail: the gateway's first ten rows. */
export const pointDetailRows: readonly PointDetailItem[] = pointHistoryFixture(
  jogador01.id,
  playerPoints,
  STORY_NOW,
)
  .slice(0, 10)
  .map((row) => ({ ...row, type: row.type.toUpperCase() }));

/** Dates as the site shows them in Portuguese stories, in UTC so every machine draws the same. */
export const formatStoryDateTime = (time: number) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }).format(time);
