import * as v from 'valibot';
import { looseNumber, looseString } from '../lenient.ts';

/** §3 member info. `id` number|string → string; `type` numeric string → number. */
export const MemberInfoSchema = v.pipe(
  v.looseObject({
    id: looseString,
    account: looseString,
    nickname: v.optional(v.string()),
    type: looseNumber,
    clubLabel: v.optional(v.union([looseString, v.looseObject({ level: v.optional(looseNumber) })])),
    currencySymbol: v.optional(v.unknown()),
  }),
  v.transform(({ id, account, nickname, type, clubLabel, currencySymbol }) => {
    const out: MemberInfo = { id, account, type };
    if (nickname !== undefined) out.nickname = nickname;
    if (clubLabel !== undefined) out.clubLabel = clubLabel;
    if (typeof currencySymbol === 'string' && currencySymbol.trim() !== '')
      out.currencySymbol = currencySymbol.trim();
    return out;
  }),
);
export interface MemberInfo {
  id: string;
  account: string;
  nickname?: string;
  /** §3 constants: agent types 1, 2, 41, 42; trial type 4; anything else is a player. */
  type: number;
  /**
   * Shape not shown by the spec: a label string ('AUTO', 'MANUAL') or an object (the mocks: type, level, name), its
   * `level` read as a number; domain `clubVip` reads it.
   */
  clubLabel?: string | { [key: string]: unknown };
  /** §3 store state currencySymbol, when member info carries it: an ISO 4217 code or a symbol ('BRL', 'R$'). */
  currencySymbol?: string;
}

// ---- change password: POST /wps/member/password (token, encrypted) --------------------------

/** §3 change-password payload. Format rules are the server's (and the form's) business. */
export const ChangePasswordRequestSchema = v.object({
  oldPassword: v.pipe(v.string(), v.nonEmpty()),
  newPassword: v.pipe(v.string(), v.nonEmpty()),
  confirmNewPassword: v.pipe(v.string(), v.nonEmpty()),
});
export type ChangePasswordRequest = v.InferInput<typeof ChangePasswordRequestSchema>;

/** Any value (or none) is accepted; the caller gets nothing back (§4: it then reloads member info). */
export const ChangePasswordResultSchema = v.pipe(
  v.unknown(),
  v.transform((): undefined => undefined),
);
