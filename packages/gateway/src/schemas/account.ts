import * as v from 'valibot';
import { looseBoolean, looseNumber, looseString } from '../lenient.ts';
import { SECOND_VERIFICATION_METHODS, type SecondVerificationMethod } from './session.ts';

// Account calls of spec §7 (Session and member): register, registration SMS, free play, forgot password,
// set password by phone, member icon; and the second verification a new-IP login asks for (§4).

const text = v.pipe(v.string(), v.nonEmpty());
const optionalText = v.optional(v.string());

// ---- register: PUT /wps/member/register (encrypted) ------------------------------------------

/**
 * §3 Register user fields other than the credentials, all optional (which ones are shown and required is the
 * register settings' business). The last nine are §3's "further labels"; their wire names are not shown by the
 * spec, so they are the labels in camelCase.
 */
const profileFields = {
  payeeName: optionalText,
  email: optionalText,
  qqNum: optionalText,
  recommenderId: optionalText,
  affiliateCode: optionalText,
  paymentPassword: optionalText,
  line: optionalText,
  whatsapp: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  idNumber: optionalText,
  referralCode: optionalText,
  domain: optionalText,
  nickname: optionalText,
  birthday: optionalText,
  address: optionalText,
  nationality: optionalText,
  occupation: optionalText,
  sourceOfIncome: optionalText,
  telegram: optionalText,
  zalo: optionalText,
  skype: optionalText,
};

const captchaFields = {
  captcha: optionalText,
  captchaKey: optionalText,
};

/** §3 Register user, by username: username, password and confirmation required; the rest optional. */
export const RegisterRequestSchema = v.object({
  username: text,
  password: text,
  confirmPassword: text,
  mobileNum: optionalText,
  countryDialingCode: optionalText,
  verificationCode: optionalText,
  ...captchaFields,
  ...profileFields,
});
export type RegisterRequest = v.InferInput<typeof RegisterRequestSchema>;

// ---- registerMobile: PUT /wps/member/register/mobile (encrypted) -----------------------------

/** §3 "The mobile variant adds registerUrl and registerMethod WEB." */
export const REGISTER_METHOD_WEB = 'WEB';

/**
 * By mobile number: dialing code, mobile and registerUrl required; registerMethod is always 'WEB' (filled in
 * when omitted); the password (MOBILENUMPASSREG3) and the SMS code (REGMOBVERF3) as the switches ask.
 */
export const RegisterMobileRequestSchema = v.object({
  mobileNum: text,
  countryDialingCode: text,
  registerUrl: text,
  registerMethod: v.optional(v.literal(REGISTER_METHOD_WEB), REGISTER_METHOD_WEB),
  verificationCode: optionalText,
  username: optionalText,
  password: optionalText,
  confirmPassword: optionalText,
  ...captchaFields,
  ...profileFields,
});
export type RegisterMobileRequest = v.InferInput<typeof RegisterMobileRequestSchema>;

/**
 * What a call that may open a session answers (register, registerMobile, set password by phone): §4 says
 * "on success it logs in", so a token is read when present; without one the caller logs in itself.
 */
export interface AccountSessionResult {
  token?: string;
  /** The account (username) the gateway created or recovered, when it says. */
  account?: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
}

/** value: nothing | "<token>" | `{ token?, account?|username?, firstTimeLogin?, passwordExpired? }` */
export const AccountSessionResultSchema = v.union([
  v.pipe(
    v.undefined(),
    v.transform((): AccountSessionResult => ({})),
  ),
  v.pipe(
    v.string(),
    v.transform((token): AccountSessionResult => (token.trim() === '' ? {} : { token })),
  ),
  v.pipe(
    v.looseObject({
      token: v.optional(looseString),
      account: v.optional(looseString),
      username: v.optional(looseString),
      firstTimeLogin: v.optional(looseBoolean),
      passwordExpired: v.optional(looseBoolean),
    }),
    v.transform(({ token, account, username, firstTimeLogin, passwordExpired }) => {
      const out: AccountSessionResult = {};
      if (token) out.token = token;
      const name = account ?? username;
      if (name) out.account = name;
      if (firstTimeLogin !== undefined) out.firstTimeLogin = firstTimeLogin;
      if (passwordExpired !== undefined) out.passwordExpired = passwordExpired;
      return out;
    }),
  ),
]);
export const RegisterResultSchema = AccountSessionResultSchema;
export type RegisterResult = AccountSessionResult;

// ---- registration SMS: POST /wps/verification/sms/register -----------------------------------

/**
 * §7 "registration SMS (username or mobile variants)": the mobile number always; the username variant adds the
 * username being registered (so the gateway can tie the code to it), the mobile variant sends none.
 */
export const RegisterSmsRequestSchema = v.object({
  mobileNum: text,
  countryDialingCode: text,
  username: v.optional(text),
  ...captchaFields,
});
export type RegisterSmsRequest = v.InferInput<typeof RegisterSmsRequestSchema>;

// ---- free play: POST /wps/session/login/freeplay (encrypted) ---------------------------------

/** §9 platform codes: free play sends platform W. */
export const FREE_PLAY_PLATFORM = 'W';

/** §7 free play body: os and platform W. */
export const FreePlayRequestSchema = v.object({
  os: text,
  platform: v.optional(v.literal(FREE_PLAY_PLATFORM), FREE_PLAY_PLATFORM),
});
export type FreePlayRequest = v.InferInput<typeof FreePlayRequestSchema>;

/** Like a login answer: a token for the trial (type 4) session, and the trial account's name when given. */
export const FreePlayResultSchema = v.pipe(
  v.looseObject({
    token: v.pipe(looseString, v.nonEmpty()),
    account: v.optional(looseString),
    username: v.optional(looseString),
    firstTimeLogin: v.optional(looseBoolean),
  }),
  v.transform(({ token, account, username, firstTimeLogin }) => {
    const out: FreePlayResult = { token };
    const name = account ?? username;
    if (name) out.account = name;
    if (firstTimeLogin !== undefined) out.firstTimeLogin = firstTimeLogin;
    return out;
  }),
);
export interface FreePlayResult {
  token: string;
  account?: string;
  firstTimeLogin?: boolean;
}

// ---- forgot by email: POST /wps/member/password/email ----------------------------------------

/** §3 Forgot password by email: username and email. */
export const ForgotPasswordEmailRequestSchema = v.object({
  username: text,
  email: text,
});
export type ForgotPasswordEmailRequest = v.InferInput<typeof ForgotPasswordEmailRequestSchema>;

/** Any value (or none): the caller shows the 'been out' confirmation (§8). */
export const ForgotPasswordEmailResultSchema = v.pipe(
  v.unknown(),
  v.transform((): undefined => undefined),
);

// ---- set password by phone: POST /wps/member/password/verification (encrypted) --------------

/** §7 body newPassword, mobileNum, verificationCode; §3 adds countryDialingCode. */
export const ResetPasswordByPhoneRequestSchema = v.object({
  mobileNum: text,
  countryDialingCode: text,
  verificationCode: text,
  newPassword: text,
});
export type ResetPasswordByPhoneRequest = v.InferInput<typeof ResetPasswordByPhoneRequestSchema>;

/** §4 "By phone, after success the user is logged in automatically": a token when the gateway gives one. */
export const ResetPasswordByPhoneResultSchema = AccountSessionResultSchema;

// ---- member icon: GET / POST /wps/member/info/icon (token) ------------------------------------
// Reading (§7 names the path only): GET answers the member's icon and the icons to choose from; POST `{ icon }`
// sets the chosen one.

export interface MemberIconOption {
  /** What POST sends back to choose it. */
  id: string;
  /** The image to show. */
  url: string;
}

export interface MemberIcon {
  /** The chosen icon's image URL (or id), as the gateway sends it; absent when the member has none. */
  icon?: string;
  /** The icons to choose from; empty when the gateway sends none. */
  options: MemberIconOption[];
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);

/** An option: "<url>" (its own id) | `{ id | iconId | code, iconUrl | url | icon | avatar }`; unusable ones dropped. */
const MemberIconOptionSchema = v.union([
  v.pipe(
    looseString,
    v.transform((url): MemberIconOption | null => (nonEmpty(url) ? { id: url, url } : null)),
  ),
  v.pipe(
    v.looseObject({
      id: v.optional(looseString),
      iconId: v.optional(looseString),
      code: v.optional(looseString),
      iconUrl: v.optional(looseString),
      url: v.optional(looseString),
      icon: v.optional(looseString),
      avatar: v.optional(looseString),
    }),
    v.transform((option): MemberIconOption | null => {
      const url = [option.iconUrl, option.url, option.icon, option.avatar].map(nonEmpty).find(Boolean);
      if (!url) return null;
      return { id: [option.id, option.iconId, option.code].map(nonEmpty).find(Boolean) ?? url, url };
    }),
  ),
  v.pipe(
    v.unknown(),
    v.transform(() => null),
  ),
]);

const MemberIconOptionsSchema = v.pipe(
  v.array(MemberIconOptionSchema),
  v.transform((options) => options.filter((option): option is MemberIconOption => option !== null)),
);

/**
 * value: nothing | "<url or id>" (the chosen one) | 7 | a list (the options) |
 * `{ icon | iconUrl | url | avatar, icons | options | list | avatars: [option] }`
 */
export const MemberIconSchema = v.union([
  v.pipe(
    v.nullish(v.never()),
    v.transform((): MemberIcon => ({ options: [] })),
  ),
  v.pipe(
    looseString,
    v.transform((icon): MemberIcon => (icon.trim() === '' ? { options: [] } : { icon, options: [] })),
  ),
  v.pipe(
    MemberIconOptionsSchema,
    v.transform((options): MemberIcon => ({ options })),
  ),
  v.pipe(
    v.looseObject({
      icon: v.optional(looseString),
      iconUrl: v.optional(looseString),
      url: v.optional(looseString),
      avatar: v.optional(looseString),
      icons: v.optional(MemberIconOptionsSchema),
      options: v.optional(MemberIconOptionsSchema),
      list: v.optional(MemberIconOptionsSchema),
      avatars: v.optional(MemberIconOptionsSchema),
    }),
    v.transform(({ icon, iconUrl, url, avatar, icons, options, list, avatars }): MemberIcon => {
      const found = [icon, iconUrl, url, avatar].map(nonEmpty).find(Boolean);
      const choices = icons ?? options ?? list ?? avatars ?? [];
      return found ? { icon: found, options: choices } : { options: choices };
    }),
  ),
]);

/** POST /wps/member/info/icon: the chosen option's id. */
export const SetMemberIconRequestSchema = v.object({ icon: v.pipe(v.string(), v.nonEmpty()) });
export type SetMemberIconRequest = v.InferInput<typeof SetMemberIconRequestSchema>;

// ---- second verification on a new IP (§4) -----------------------------------------------------

const METHOD_ALIASES: Readonly<Record<string, SecondVerificationMethod>> = {
  sms: 'sms',
  phone: 'sms',
  mobile: 'sms',
  email: 'email',
  mail: 'email',
  google: 'google',
  googleauth: 'google',
  googlecode: 'google',
  ga: 'google',
  totp: 'google',
  authenticator: 'google',
  bank: 'bankAccountName',
  bankname: 'bankAccountName',
  bankaccountname: 'bankAccountName',
  bankaccount: 'bankAccountName',
};

const methodSchema = v.pipe(
  looseString,
  v.transform(
    (raw) =>
      METHOD_ALIASES[
        raw
          .trim()
          .toLowerCase()
          .replace(/[\s_-]/g, '')
      ],
  ),
  v.picklist(SECOND_VERIFICATION_METHODS),
);

const challengeFields = {
  method: v.optional(methodSchema),
  type: v.optional(methodSchema),
  verifyType: v.optional(methodSchema),
  verificationType: v.optional(methodSchema),
  target: v.optional(looseString),
  destination: v.optional(looseString),
  expiredMinutes: v.optional(looseNumber),
};

export interface SecondVerificationChallenge {
  method: SecondVerificationMethod;
  /** Where the code went, masked by the gateway (e.g. '+55 41 9****-5432'), for SMS and e-mail. */
  target?: string;
  /** The resend countdown of §4 for SMS and e-mail codes. */
  expiredMinutes?: number;
  /** The member's own two-step verification (issue 23 item 5) rather than §4's new-IP check. */
  twoStep?: true;
}

const ChallengeObjectSchema = v.pipe(
  v.looseObject(challengeFields),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const o = dataset.value;
    const method = o.method ?? o.verifyType ?? o.verificationType ?? o.type;
    if (!method) {
      addIssue({ message: 'no verification method' });
      return NEVER;
    }
    const out: SecondVerificationChallenge = { method };
    const target = o.target ?? o.destination;
    if (target) out.target = target;
    if (o.expiredMinutes !== undefined) out.expiredMinutes = o.expiredMinutes;
    return out;
  }),
);

/**
 * The `value` of a login rejected for a new IP: `{ secondVerification: { method, target?, expiredMinutes? } }`
 * (also `verification: …`, or the fields flat; method names such as 'SMS', 'EMAIL', 'GOOGLE_AUTH',
 * 'BANK_ACCOUNT_NAME' are normalised).
 */
export const SecondVerificationChallengeSchema = v.union([
  v.pipe(
    v.looseObject({ secondVerification: ChallengeObjectSchema }),
    v.transform((o) => o.secondVerification),
  ),
  v.pipe(
    v.looseObject({ verification: ChallengeObjectSchema }),
    v.transform((o) => o.verification),
  ),
  ChallengeObjectSchema,
]);

/**
 * §4: the second verification a login rejection asks for, or null (then it is an ordinary rejection).
 * The caller shows the step, then repeats the login with `verification: { method, value }`.
 */
export function loginNeedsSecondVerification(error: unknown): SecondVerificationChallenge | null {
  if (error === null || typeof error !== 'object' || !('value' in error)) return null;
  const value = (error as { value: unknown }).value;
  const parsed = v.safeParse(SecondVerificationChallengeSchema, value);
  const twoStep = asksForTwoStep(value, (error as { code?: unknown }).code);
  if (parsed.success) return twoStep ? { ...parsed.output, twoStep } : parsed.output;
  // A two-step flag without a method: the authenticator app's code.
  return twoStep ? { method: 'google', twoStep } : null;
}

const TWO_STEP_FLAGS = ['twoStepRequired', 'requireTwoStep', 'twoStep', 'otpRequired'] as const;

/** Reading (issue 23 item 5): a login held back for the member's two-step code, by a flag in `value` or its code. */
function asksForTwoStep(value: unknown, code: unknown): true | undefined {
  const flagged =
    value !== null &&
    typeof value === 'object' &&
    TWO_STEP_FLAGS.some(
      (flag) => v.safeParse(looseBoolean, (value as Record<string, unknown>)[flag]).output === true,
    );
  return flagged || code === 'TWO_STEP_REQUIRED' || code === 'OTP_REQUIRED' ? true : undefined;
}
