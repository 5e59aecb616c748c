import * as v from 'valibot';
import { looseBoolean, looseNumber, looseString } from '../lenient.ts';

// ---- second verification (§4): the answer a login carries; the challenge is in ./account.ts ----------

/** The four ways of §4 (same names as `SECOND_VERIFICATION_METHODS` in @sorte/domain). */
export const SECOND_VERIFICATION_METHODS = ['sms', 'email', 'google', 'bankAccountName'] as const;
export type SecondVerificationMethod = (typeof SECOND_VERIFICATION_METHODS)[number];

/** The answer the login sends back ("verification data" of §7 login): `{ method, value }`. */
export const SecondVerificationAnswerSchema = v.object({
  method: v.picklist(SECOND_VERIFICATION_METHODS),
  value: v.pipe(v.string(), v.nonEmpty()),
});
export type SecondVerificationAnswer = v.InferInput<typeof SecondVerificationAnswerSchema>;

// ---- captcha: GET /wps/captcha ------------------------------------------------------------

/** A bare base64 image, SVG markup, a data URL or a URL → something an <img src> can show. */
export function toImageSource(raw: string): string {
  const s = raw.trim();
  if (/^(data:|https?:|blob:|\/)/i.test(s)) return s;
  if (s.startsWith('<svg') || s.startsWith('<?xml')) {
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(s)}`;
  }
  return `data:image/png;base64,${s}`;
}

export interface Captcha {
  image: string;
  key?: string;
}

const CaptchaObjectSchema = v.looseObject({
  image: v.optional(v.string()),
  img: v.optional(v.string()),
  captcha: v.optional(v.string()),
  key: v.optional(looseString),
  uuid: v.optional(looseString),
  captchaKey: v.optional(looseString),
});

/** value: "<image>" | { image|img|captcha, key|uuid|captchaKey } → `{ image, key? }` */
export const CaptchaSchema = v.union([
  v.pipe(
    v.string(),
    v.nonEmpty(),
    v.transform((image): Captcha => ({ image: toImageSource(image) })),
  ),
  v.pipe(
    CaptchaObjectSchema,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const o = dataset.value;
      const image = o.image ?? o.img ?? o.captcha;
      if (!image) {
        addIssue({ message: 'captcha has no image (image | img | captcha)' });
        return NEVER;
      }
      const key = o.key ?? o.uuid ?? o.captchaKey;
      const out: Captcha = { image: toImageSource(image) };
      if (key !== undefined) out.key = key;
      return out;
    }),
  ),
]);

// ---- login: POST /wps/session/login (encrypted) -------------------------------------------

export const LOGIN_TYPES = ['username', 'sms'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

const captchaFields = {
  captcha: v.optional(v.string()),
  captchaKey: v.optional(v.string()),
};

/** §7 login "verification data": the answer to a new-IP second verification (§4), see ./account.ts. */
const verificationFields = {
  verification: v.optional(SecondVerificationAnswerSchema),
};

/** Login request body. `type: 'username'` needs username+password; `type: 'sms'` needs the mobile and code. */
export const LoginRequestSchema = v.variant('type', [
  v.object({
    type: v.literal('username'),
    username: v.pipe(v.string(), v.nonEmpty()),
    password: v.pipe(v.string(), v.nonEmpty()),
    ...captchaFields,
    ...verificationFields,
  }),
  v.object({
    type: v.literal('sms'),
    mobileNum: v.pipe(v.string(), v.nonEmpty()),
    countryDialingCode: v.pipe(v.string(), v.nonEmpty()),
    verificationCode: v.pipe(v.string(), v.nonEmpty()),
    username: v.optional(v.string()),
    password: v.optional(v.string()),
    ...captchaFields,
    ...verificationFields,
  }),
]);
export type LoginRequest = v.InferInput<typeof LoginRequestSchema>;

export const LoginResultSchema = v.object({
  token: v.pipe(looseString, v.nonEmpty()),
  firstTimeLogin: v.optional(looseBoolean),
  passwordExpired: v.optional(looseBoolean),
  captcha: v.optional(looseBoolean),
});
export type LoginResult = v.InferOutput<typeof LoginResultSchema>;

/** The `value` of a failed login (success:false): `{ captcha: true }` when a captcha is now required. */
export const LoginFailureValueSchema = v.union([
  v.pipe(
    looseBoolean,
    v.transform((captcha) => ({ captcha })),
  ),
  v.looseObject({ captcha: v.optional(looseBoolean) }),
]);

/** True when a login rejection says the captcha must be shown (§4 failed login, §8). */
export function loginNeedsCaptcha(error: unknown): boolean {
  if (error === null || typeof error !== 'object' || !('value' in error)) return false;
  const parsed = v.safeParse(LoginFailureValueSchema, (error as { value: unknown }).value);
  return parsed.success && parsed.output.captcha === true;
}

// ---- SMS code without login: POST /wps/verification/sms/noLogin ---------------------------

export const SmsNoLoginRequestSchema = v.object({
  mobileNum: v.pipe(v.string(), v.nonEmpty()),
  countryDialingCode: v.pipe(v.string(), v.nonEmpty()),
  captcha: v.optional(v.string()),
  captchaKey: v.optional(v.string()),
});
export type SmsNoLoginRequest = v.InferInput<typeof SmsNoLoginRequestSchema>;

/** value: `{ expiredMinutes? }` (absent value → `{}`; a bare number is read as expiredMinutes). */
export const SmsCodeResultSchema = v.union([
  v.pipe(
    v.undefined(),
    v.transform((): { expiredMinutes?: number } => ({})),
  ),
  v.pipe(
    looseNumber,
    v.transform((expiredMinutes): { expiredMinutes?: number } => ({ expiredMinutes })),
  ),
  v.object({ expiredMinutes: v.optional(looseNumber) }),
]);
export type SmsCodeResult = v.InferOutput<typeof SmsCodeResultSchema>;

// ---- logout: DELETE /wps/session/logout (token) -------------------------------------------

/** Any value (or none) is accepted; the caller gets nothing back. */
export const LogoutResultSchema = v.pipe(
  v.unknown(),
  v.transform((): undefined => undefined),
);
