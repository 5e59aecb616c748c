import type { EndpointName } from '@sorte/gateway';

// The VIP progress and the invited friends (issue 23 item 6) as the `spec` dialect and the operator answer them: other
// plausible names (spec) or names and words no reader knows (operator, mapped by its adapter file). Each reads to the
// handlers' answer.

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const listIn = (value: unknown, key: string): unknown[] =>
  isRecord(value) && Array.isArray(value[key]) ? value[key] : [];
const requirement = (value: unknown, kind: string) =>
  listIn(value, 'requirements').find((item) => isRecord(item) && item.kind === kind) as Fields | undefined;
const percentText = (share: unknown) =>
  typeof share === 'number' ? `${Math.round(share * 1000) / 10}%` : share;

const SPEC_FRIEND_STATE: Readonly<Record<string, number>> = { REGISTERED: 0, DEPOSITED: 1, QUALIFIED: 2 };

/** The spec dialect: VIP figures flat under other names with percent texts, friends with state codes. */
export const MEMBER_PROGRESS_RESHAPE = {
  vipProgress: (value: unknown) =>
    isRecord(value)
      ? {
          data: {
            vipLevel: value.level,
            levelName: value.name,
            nextVipLevel: value.nextLevel,
            nextLevelName: value.nextName,
            currentValidBet: requirement(value, 'VALID_BET')?.done,
            nextValidBet: requirement(value, 'VALID_BET')?.needed,
            currentDeposit: requirement(value, 'DEPOSIT')?.done,
            requiredDeposit: requirement(value, 'DEPOSIT')?.needed,
            vipLevels: listIn(value, 'levels').map((level) =>
              isRecord(level)
                ? {
                    vipLevel: level.level,
                    levelName: level.name,
                    rebate: percentText(level.rebateRate),
                    dailyWithdrawLimit: level.withdrawLimit,
                    birthdayGift: level.birthdayBonus,
                    levelUpBonus: level.upgradeBonus,
                  }
                : level,
            ),
          },
        }
      : value,
  invitedFriends: (value: unknown) =>
    isRecord(value)
      ? {
          list: listIn(value, 'friends').map((friend) =>
            isRecord(friend)
              ? {
                  username: friend.account,
                  registerTime: friend.joinedAt,
                  state: SPEC_FRIEND_STATE[String(friend.status)] ?? friend.status,
                  reward: friend.earned === undefined ? undefined : Number(friend.earned).toFixed(2),
                }
              : friend,
          ),
          totalCount: value.total,
          totals: { earned: value.totalEarned },
        }
      : value,
} satisfies Partial<Record<EndpointName, (value: unknown) => unknown>>;

const OPERATOR_GOAL: Readonly<Record<string, string>> = { VALID_BET: 'APOSTAS', DEPOSIT: 'DEPOSITOS' };
const OPERATOR_GUEST_STATE: Readonly<Record<string, string>> = {
  REGISTERED: 'CADASTRADO',
  DEPOSITED: 'DEPOSITOU',
  QUALIFIED: 'VALIDADO',
};

/** The operator: tiers, goals and guests under its own names and words (its adapter maps them back). */
export const MEMBER_PROGRESS_OPERATOR = {
  vipProgress: (value: unknown) =>
    isRecord(value)
      ? {
          tier: value.level,
          tierName: value.name,
          nextTier: value.nextLevel,
          nextTierName: value.nextName,
          goals: listIn(value, 'requirements').map((item) =>
            isRecord(item)
              ? {
                  goalType: OPERATOR_GOAL[String(item.kind)] ?? item.kind,
                  reached: item.done,
                  goal: item.needed,
                }
              : item,
          ),
          tiers: listIn(value, 'levels').map((level) =>
            isRecord(level)
              ? {
                  tier: level.level,
                  tierName: level.name,
                  cashbackShare: level.rebateRate,
                  dayWithdrawMax: level.withdrawLimit,
                  birthdayPrize: level.birthdayBonus,
                  tierUpPrize: level.upgradeBonus,
                }
              : level,
          ),
        }
      : value,
  invitedFriends: (value: unknown) =>
    isRecord(value)
      ? {
          guests: listIn(value, 'friends').map((friend) =>
            isRecord(friend)
              ? {
                  guestLogin: friend.account,
                  signedUpOn: friend.joinedAt,
                  guestState: OPERATOR_GUEST_STATE[String(friend.status)] ?? friend.status,
                  paidToYou: friend.earned,
                }
              : friend,
          ),
          guestCount: value.total,
          paidTotal: value.totalEarned,
        }
      : value,
} satisfies Partial<Record<EndpointName, (value: unknown) => unknown>>;
