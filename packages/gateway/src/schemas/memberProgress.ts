import * as v from 'valibot';
import { listAnswer, looseNumber, looseString } from '../lenient.ts';
import { anyRecord, firstPresent, isoTime, isRecord } from '../lenientFields.ts';
import { readAs } from './cashier.ts';
import { queryInteger } from './games.ts';

// The VIP page's progress and benefits, and the referral page's invited friends (issue 23 item 6). The spec names
// neither call: both are readings in its relay style (MCS2_, the member service). Each field is read under the name
// we give it first and plausible alternatives after it.

// ---- VIP: MCS2_getVipProgress ------------------------------------------------------------------------------------

/** What counts towards the next level. */
export type VipRequirementKind = 'validBet' | 'deposit';

/** One requirement of the next level: the amount done of the amount needed. */
export interface VipRequirement {
  kind: VipRequirementKind;
  done: number;
  needed: number;
}

/** A level of the benefits table; a benefit the gateway does not give is absent. */
export interface VipLevelBenefits {
  level: number;
  name?: string;
  /** A share (0.008 is 0.8 %). */
  rebateRate?: number;
  /** Per day. */
  withdrawLimit?: number;
  birthdayBonus?: number;
  upgradeBonus?: number;
}

export interface VipProgress {
  level?: number;
  name?: string;
  /** Absent at the top level. */
  nextLevel?: number;
  nextName?: string;
  /** Towards the next level; none at the top level. */
  requirements: VipRequirement[];
  /** The benefits table, lowest level first; empty when the gateway gives none. */
  levels: VipLevelBenefits[];
}

const pick = (o: Record<string, unknown>, names: readonly string[]) => firstPresent(o, names);
const numberAt = (o: Record<string, unknown>, names: readonly string[]) =>
  readAs(looseNumber, pick(o, names));
const textAt = (o: Record<string, unknown>, names: readonly string[]) => {
  const text = readAs(looseString, pick(o, names))?.trim();
  return text ? text : undefined;
};

// 0.7 / 100 is 0.006999…: a share keeps twelve significant digits.
const shareOfPercent = (percent: number) => Number((percent / 100).toPrecision(12));

/** A share: 0.008, "0.008", "0.8%" or a percent above 1 (0.8 would be read as a share, so 80 %: never given). */
function shareAt(o: Record<string, unknown>, names: readonly string[]): number | undefined {
  const raw = pick(o, names);
  if (typeof raw === 'string' && raw.trim().endsWith('%')) {
    const percent = readAs(looseNumber, raw.trim().slice(0, -1));
    return percent === undefined ? undefined : shareOfPercent(percent);
  }
  const value = readAs(looseNumber, raw);
  return value === undefined ? undefined : value > 1 ? shareOfPercent(value) : value;
}

const REQUIREMENT_WORDS: Readonly<Record<string, VipRequirementKind>> = {
  VALIDBET: 'validBet',
  VALIDBETAMOUNT: 'validBet',
  BET: 'validBet',
  TURNOVER: 'validBet',
  DEPOSIT: 'deposit',
  RECHARGE: 'deposit',
  TOPUP: 'deposit',
};

function requirementOf(item: unknown): VipRequirement | null {
  if (!isRecord(item)) return null;
  const word = readAs(looseString, pick(item, ['kind', 'type', 'condition', 'name']));
  const kind = word === undefined ? undefined : REQUIREMENT_WORDS[word.replace(/[^a-z]/gi, '').toUpperCase()];
  const needed = numberAt(item, ['needed', 'target', 'required', 'goal']);
  if (kind === undefined || needed === undefined || needed <= 0) return null;
  return { kind, needed, done: Math.max(0, numberAt(item, ['done', 'current', 'value', 'achieved']) ?? 0) };
}

// Flat on the answer: what was done and what the next level needs, per kind.
const FLAT_REQUIREMENTS: readonly { kind: VipRequirementKind; done: string[]; needed: string[] }[] = [
  {
    kind: 'validBet',
    done: ['validBet', 'currentValidBet', 'validBetAmount'],
    needed: ['validBetNeeded', 'nextValidBet', 'requiredValidBet'],
  },
  {
    kind: 'deposit',
    done: ['deposit', 'currentDeposit', 'depositAmount'],
    needed: ['depositNeeded', 'nextDeposit', 'requiredDeposit'],
  },
];

function requirementsOf(o: Record<string, unknown>): VipRequirement[] {
  const listed = pick(o, ['requirements', 'progress', 'conditions']);
  if (Array.isArray(listed)) return listed.flatMap((item) => requirementOf(item) ?? []);
  return FLAT_REQUIREMENTS.flatMap(({ kind, done, needed }) => {
    const need = numberAt(o, needed);
    return need !== undefined && need > 0
      ? [{ kind, needed: need, done: Math.max(0, numberAt(o, done) ?? 0) }]
      : [];
  });
}

function levelOf(item: unknown): VipLevelBenefits | null {
  if (!isRecord(item)) return null;
  const level = numberAt(item, ['level', 'vipLevel', 'levelNo']);
  if (level === undefined) return null;
  const out: VipLevelBenefits = { level };
  const name = textAt(item, ['name', 'levelName', 'vipName']);
  if (name !== undefined) out.name = name;
  const rebateRate = shareAt(item, ['rebateRate', 'rebate', 'cashbackRate']);
  if (rebateRate !== undefined) out.rebateRate = rebateRate;
  const withdrawLimit = numberAt(item, ['withdrawLimit', 'dailyWithdrawLimit', 'withdrawalLimit']);
  if (withdrawLimit !== undefined) out.withdrawLimit = withdrawLimit;
  const birthdayBonus = numberAt(item, ['birthdayBonus', 'birthdayGift']);
  if (birthdayBonus !== undefined) out.birthdayBonus = birthdayBonus;
  const upgradeBonus = numberAt(item, ['upgradeBonus', 'levelUpBonus', 'promotionBonus']);
  if (upgradeBonus !== undefined) out.upgradeBonus = upgradeBonus;
  return out;
}

/**
 * value: `{ level | vipLevel | currentLevel, name | levelName | vipName, nextLevel, nextLevelName | nextName,
 * requirements | progress | conditions: [{ kind | type | condition, done | current | value | achieved, needed |
 * target | required | goal }] (or flat validBet + validBetNeeded, deposit + depositNeeded), levels | vipLevels |
 * benefits | levelList: [level] }`, possibly in `{ data }`. Neither a level nor a table: unreadable.
 */
export const VipProgressSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const o = isRecord(raw) && isRecord(raw.data) ? raw.data : raw;
    if (!isRecord(o)) {
      addIssue({ message: 'the VIP progress is not an object' });
      return NEVER;
    }
    const listed = pick(o, ['levels', 'vipLevels', 'benefits', 'levelList']);
    const levels = (Array.isArray(listed) ? listed : [])
      .flatMap((item) => levelOf(item) ?? [])
      .sort((a, b) => a.level - b.level);
    const out: VipProgress = { requirements: requirementsOf(o), levels };
    const level = numberAt(o, ['level', 'vipLevel', 'currentLevel']);
    if (level !== undefined) out.level = level;
    const name = textAt(o, ['name', 'levelName', 'vipName']);
    if (name !== undefined) out.name = name;
    if (level === undefined && levels.length === 0) {
      addIssue({ message: 'the VIP progress has neither a level nor a benefits table' });
      return NEVER;
    }
    const nextLevel = numberAt(o, ['nextLevel', 'nextVipLevel']);
    if (nextLevel !== undefined) out.nextLevel = nextLevel;
    const nextName = textAt(o, ['nextLevelName', 'nextName']);
    if (nextName !== undefined) out.nextName = nextName;
    return out;
  }),
);

// ---- invited friends: MCS2_getInvitedFriends ---------------------------------------------------------------------

/** Registered only; made a first deposit; met the referral's terms (what pays the player). */
export type InvitedFriendStatus = 'registered' | 'deposited' | 'qualified';

export interface InvitedFriend {
  /** As the gateway gives it; the site masks it. */
  account: string;
  /** ISO time. */
  joinedAt?: string;
  status: InvitedFriendStatus;
  /** What this friend earned the player. */
  earned: number;
}

export interface InvitedFriendsPage {
  friends: InvitedFriend[];
  /** Every invited friend, over all pages. */
  total: number;
  /** What every friend earned the player, when the gateway says it. */
  totalEarned?: number;
}

const FRIEND_STATUS: Readonly<Record<string, InvitedFriendStatus>> = {
  REGISTERED: 'registered',
  REGISTER: 'registered',
  SIGNEDUP: 'registered',
  '0': 'registered',
  DEPOSITED: 'deposited',
  FIRSTDEPOSIT: 'deposited',
  RECHARGED: 'deposited',
  '1': 'deposited',
  QUALIFIED: 'qualified',
  VALID: 'qualified',
  COMPLETED: 'qualified',
  REWARDED: 'qualified',
  '2': 'qualified',
};

export const InvitedFriendSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const o = dataset.value;
    const account = textAt(o, ['account', 'username', 'memberAccount', 'inviteeAccount']);
    if (account === undefined) {
      addIssue({ message: 'an invited friend without an account' });
      return NEVER;
    }
    const word = readAs(looseString, pick(o, ['status', 'state', 'inviteStatus']));
    const friend: InvitedFriend = {
      account,
      status: (word && FRIEND_STATUS[word.replace(/[^a-z0-9]/gi, '').toUpperCase()]) || 'registered',
      earned: numberAt(o, ['earned', 'reward', 'commission', 'bonusAmount']) ?? 0,
    };
    const joinedAt = isoTime(pick(o, ['joinedAt', 'registerTime', 'registeredAt', 'createTime']));
    if (joinedAt !== undefined) friend.joinedAt = joinedAt;
    return friend;
  }),
);

/**
 * value: `{ friends | invitees | list | content…, total | totalCount | totalElements, totalEarned | totalReward |
 * totals.earned? }`, possibly in `{ data }`, or a bare list (one page).
 */
export const InvitedFriendsPageSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const friends = v.safeParse(listAnswer(InvitedFriendSchema, ['friends', 'invitees']), raw);
    if (!friends.success) {
      addIssue({ message: 'the invited friends answer has no list' });
      return NEVER;
    }
    const o = isRecord(raw) ? (isRecord(raw.data) && !Array.isArray(raw.data) ? raw.data : raw) : {};
    const totals = isRecord(o.totals) ? o.totals : {};
    const page: InvitedFriendsPage = {
      friends: friends.output,
      total: numberAt(o, ['total', 'totalCount', 'totalElements']) ?? friends.output.length,
    };
    const totalEarned = numberAt(o, ['totalEarned', 'totalReward']) ?? numberAt(totals, ['earned', 'reward']);
    if (totalEarned !== undefined) page.totalEarned = totalEarned;
    return page;
  }),
);

export const InvitedFriendsQuerySchema = v.object({
  pageNo: queryInteger(1),
  pageSize: v.pipe(queryInteger(1), v.maxValue(100)),
});
export type InvitedFriendsQuery = v.InferInput<typeof InvitedFriendsQuerySchema>;
