import * as v from 'valibot';
import { looseNumber, looseString } from '../lenient.ts';

/** §3 member info. `id` number|string → string; `type` numeric string → number. */
export const MemberInfoSchema = v.pipe(
  v.looseObject({
    id: looseString,
    account: looseString,
    nickname: v.optional(v.string()),
    type: looseNumber,
    clubLabel: v.optional(v.union([looseString, v.looseObject({})])),
  }),
  v.transform(({ id, account, nickname, type, clubLabel }) => {
    const out: MemberInfo = { id, account, type };
    if (nickname !== undefined) out.nickname = nickname;
    if (clubLabel !== undefined) out.clubLabel = clubLabel;
    return out;
  }),
);
export interface MemberInfo {
  id: string;
  account: string;
  nickname?: string;
  /** §3 constants: agent types 1, 2, 41, 42; trial type 4; anything else is a player. */
  type: number;
  /** Shape not shown by the spec: a label string (the mocks send 'AUTO' or 'MANUAL') or an object. */
  clubLabel?: string | { [key: string]: unknown };
}
