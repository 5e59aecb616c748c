import * as v from 'valibot';
import { looseBoolean, looseNumber, looseString, looseStringList } from '../lenient.ts';

export * from './twoStep.ts';

// The member's own pages: referral (§7 GET /wps/agent/affiliate) and feedback (§7 PUT /wps/feedback, §3 Feedback
// form, §5 word bounds). The spec names the calls but not their fields: these are readings, accepted under their
// likely spellings.

/** The member's referral: the code friends register with, the gateway's link when it sends one, how many joined. */
export interface Affiliate {
  referralCode: string;
  referralLink?: string;
  invitedCount: number;
}

/** value: `{ referralCode | affiliateCode | code, referralLink | link | url?, invitedCount | inviteCount | count? }`. */
export const AffiliateSchema = v.pipe(
  v.looseObject({
    referralCode: v.optional(looseString),
    affiliateCode: v.optional(looseString),
    code: v.optional(looseString),
    referralLink: v.optional(v.string()),
    link: v.optional(v.string()),
    url: v.optional(v.string()),
    invitedCount: v.optional(looseNumber),
    inviteCount: v.optional(looseNumber),
    count: v.optional(looseNumber),
  }),
  v.check(
    (value) => (value.referralCode ?? value.affiliateCode ?? value.code ?? '').trim() !== '',
    'an affiliate answer needs its referral code',
  ),
  v.transform((value): Affiliate => {
    const affiliate: Affiliate = {
      referralCode: (value.referralCode ?? value.affiliateCode ?? value.code ?? '').trim(),
      invitedCount: Math.max(0, value.invitedCount ?? value.inviteCount ?? value.count ?? 0),
    };
    const link = value.referralLink ?? value.link ?? value.url;
    if (link && link.trim() !== '') affiliate.referralLink = link.trim();
    return affiliate;
  }),
);

/**
 * Reading: the feedback form's settings (GET /wps/feedback/setting, in the style of /wps/system/setting/register):
 * the §5 word bounds and the question types. Any of them may be absent (the site then uses its defaults).
 */
export interface FeedbackSettings {
  minWords?: number;
  maxWords?: number;
  questionTypes?: string[];
}

/** value: `{ minWords | min | minLength, maxWords | max | maxLength, questionTypes | types }`. */
export const FeedbackSettingsSchema = v.pipe(
  v.looseObject({
    minWords: v.optional(looseNumber),
    min: v.optional(looseNumber),
    minLength: v.optional(looseNumber),
    maxWords: v.optional(looseNumber),
    max: v.optional(looseNumber),
    maxLength: v.optional(looseNumber),
    questionTypes: v.optional(looseStringList),
    types: v.optional(looseStringList),
  }),
  v.transform((value): FeedbackSettings => {
    const settings: FeedbackSettings = {};
    const minWords = value.minWords ?? value.min ?? value.minLength;
    const maxWords = value.maxWords ?? value.max ?? value.maxLength;
    const questionTypes = (value.questionTypes ?? value.types)?.filter((type) => type.trim() !== '');
    if (minWords !== undefined) settings.minWords = minWords;
    if (maxWords !== undefined) settings.maxWords = maxWords;
    if (questionTypes && questionTypes.length > 0) settings.questionTypes = questionTypes;
    return settings;
  }),
);

/** §3 Feedback form: question type, content, contact info (PUT /wps/feedback). */
export const FeedbackRequestSchema = v.object({
  questionType: v.pipe(v.string(), v.minLength(1)),
  content: v.pipe(v.string(), v.trim(), v.minLength(1)),
  contactInfo: v.pipe(v.string(), v.trim()),
});
export type FeedbackRequest = v.InferInput<typeof FeedbackRequestSchema>;

/** Anything or nothing: the site reads only that the call succeeded (feedback, withdraw password). */
export const UnreadAnswerSchema = v.optional(v.unknown());

/**
 * Reading: the security centre's facts (GET /wps/member/info/security, beside /wps/member/info): the bound mobile
 * number and e-mail (the site masks them) and whether a withdraw password is set.
 */
export interface SecurityInfo {
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  hasWithdrawPassword: boolean;
}

/** value: `{ mobileNum | mobile, countryDialingCode, email, hasWithdrawPassword | withdrawPasswordSet }`. */
export const SecurityInfoSchema = v.pipe(
  v.looseObject({
    mobileNum: v.optional(looseString),
    mobile: v.optional(looseString),
    countryDialingCode: v.optional(looseString),
    email: v.optional(v.string()),
    hasWithdrawPassword: v.optional(looseBoolean),
    withdrawPasswordSet: v.optional(looseBoolean),
  }),
  v.transform((value): SecurityInfo => {
    const info: SecurityInfo = {
      hasWithdrawPassword: value.hasWithdrawPassword ?? value.withdrawPasswordSet ?? false,
    };
    const mobileNum = (value.mobileNum ?? value.mobile)?.replace(/\D/g, '');
    if (mobileNum) info.mobileNum = mobileNum;
    const code = value.countryDialingCode?.replace(/\D/g, '');
    if (code) info.countryDialingCode = code;
    if (value.email && value.email.trim() !== '') info.email = value.email.trim();
    return info;
  }),
);

/**
 * Reading: set or change the withdraw password (POST /wps/member/password/withdraw, encrypted, in the style of
 * the change password call): the old one only when the account has one.
 */
export const WithdrawPasswordRequestSchema = v.object({
  oldWithdrawPassword: v.optional(v.pipe(v.string(), v.minLength(1))),
  newWithdrawPassword: v.pipe(v.string(), v.minLength(1)),
  confirmWithdrawPassword: v.pipe(v.string(), v.minLength(1)),
});
export type WithdrawPasswordRequest = v.InferInput<typeof WithdrawPasswordRequestSchema>;
