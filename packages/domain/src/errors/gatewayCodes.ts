import type { MessageDescriptor } from '@lingui/core';
import { needRealAccountMessage } from '../member/accountAccess.ts';
import { invalidInvitationCodeMessage } from '../validation/messages.ts';
import {
  accessRestrictedMessage,
  invalidDomainMessage,
  networkErrorMessage,
  notLoggedInMessage,
  rateLimitedMessage,
  systemMaintenanceMessage,
  timeoutErrorMessage,
  unknownErrorMessage,
  usernameOrEmailNotFoundMessage,
  verificationRequiredMessage,
} from './gatewayErrors.ts';

/** Lower case, without separators: `Mobile_Num`, `mobile-num` and `mobileNum` read alike. */
function squash(text: string): string {
  return text.toLowerCase().replace(/[\s_\-./]+/g, '');
}

// The codes a refusal may carry (`code`, or the whole message) whose meaning the spec names; the gateway's own
// English text gives way to ours for them.
const BY_CODE: Readonly<Record<string, MessageDescriptor>> = {
  invitationcodeerror: invalidInvitationCodeMessage,
  inneedtrueaccount: needRealAccountMessage,
  401: notLoggedInMessage,
  unauthorized: notLoggedInMessage,
  notlogin: notLoggedInMessage,
  notloggedin: notLoggedInMessage,
  tokenexpired: notLoggedInMessage,
  tokeninvalid: notLoggedInMessage,
  sessionexpired: notLoggedInMessage,
  429: rateLimitedMessage,
  toomanyrequests: rateLimitedMessage,
  ratelimited: rateLimitedMessage,
  systemmaintenance: systemMaintenanceMessage,
  maintenance: systemMaintenanceMessage,
  blockip: accessRestrictedMessage,
  invalidurl: invalidDomainMessage,
  verificationrequired: verificationRequiredMessage,
  usernotexist: usernameOrEmailNotFoundMessage,
  usernamenotexist: usernameOrEmailNotFoundMessage,
};

// §8's English messages, for a gateway that answers with the spec's own words instead of a code.
const BY_SPEC_TEXT: Readonly<Record<string, MessageDescriptor>> = {
  [squash('You are not logged in, please login')]: notLoggedInMessage,
  [squash('Username/Email does not exist')]: usernameOrEmailNotFoundMessage,
  [squash('Network link is abnormal, please try again')]: networkErrorMessage,
  [squash('The page took longer time to load, please check your network connectivity')]: timeoutErrorMessage,
  [squash('Invalid URL, please contact customer service')]: invalidDomainMessage,
  [squash('System maintenance')]: systemMaintenanceMessage,
  [squash('Unknown error')]: unknownErrorMessage,
  [squash('Please complete verification first')]: verificationRequiredMessage,
  [squash('Access restricted')]: accessRestrictedMessage,
};

/**
 * §8: our translated text for a refusal whose code (or message) the spec names, e.g. 'invitation_code_error',
 * 401, 429 or 'You are not logged in, please login'; null when there is none (show the gateway's text).
 */
export function gatewayCodeMessage(rejection: {
  code?: string | number | null | undefined;
  message?: string | null | undefined;
}): MessageDescriptor | null {
  const code = rejection.code === null || rejection.code === undefined ? '' : squash(String(rejection.code));
  if (code !== '' && Object.hasOwn(BY_CODE, code)) return BY_CODE[code] ?? null;
  const message = squash(rejection.message ?? '');
  if (message === '') return null;
  if (Object.hasOwn(BY_CODE, message)) return BY_CODE[message] ?? null;
  return Object.hasOwn(BY_SPEC_TEXT, message) ? (BY_SPEC_TEXT[message] ?? null) : null;
}

/** The other names a gateway may give a form field (squashed), by the field's own (§3) name. */
const FIELD_ALIASES: Readonly<Record<string, readonly string[]>> = {
  username: ['username', 'account', 'user', 'loginname', 'membername', 'useraccount'],
  password: ['password', 'pwd', 'loginpassword', 'userpassword'],
  confirmPassword: ['confirmpassword', 'repassword', 'passwordconfirm', 'password2'],
  oldPassword: ['oldpassword', 'currentpassword', 'originalpassword', 'oldpwd'],
  newPassword: ['newpassword', 'newpwd'],
  confirmNewPassword: ['confirmnewpassword', 'confirmpassword', 'repassword', 'newpasswordconfirm'],
  mobileNum: ['mobilenum', 'mobile', 'mobileno', 'mobilenumber', 'phone', 'phonenumber', 'phoneno'],
  email: ['email', 'mail', 'emailaddress'],
  realName: ['realname', 'fullname', 'name'],
  referralCode: ['referralcode', 'invitationcode', 'invitecode', 'referral', 'invitation'],
  verificationCode: ['verificationcode', 'smscode', 'otp', 'vcode'],
  captcha: ['captcha', 'captchacode', 'imagecode'],
  paymentPassword: ['paymentpassword', 'withdrawpassword', 'moneypassword'],
  withdrawPassword: ['withdrawpassword', 'paymentpassword', 'moneypassword', 'fundpassword'],
  amount: ['amount', 'money', 'value', 'balance'],
  birthday: ['birthday', 'birthdate', 'dateofbirth', 'dob'],
};

// Words a message uses for a field when it names no field as data ("Username already exists").
const FIELD_WORDS: Readonly<Record<string, RegExp>> = {
  username: /\b(user ?name|account)\b/i,
  password: /\bpassword\b/i,
  confirmPassword: /\bconfirm(ation)? password\b/i,
  oldPassword: /\b(old|current|original) password\b/i,
  newPassword: /\bnew password\b/i,
  confirmNewPassword: /\bconfirm(ation)? (new )?password\b/i,
  mobileNum: /\b(mobile|phone)\b/i,
  email: /\be-?mail\b/i,
  realName: /\b(real|full) ?name\b/i,
  referralCode: /\b(invitation|invite|referral) ?code\b/i,
  verificationCode: /\b(verification|sms) code\b/i,
  captcha: /\bcaptcha\b/i,
  paymentPassword: /\b(payment|withdraw(al)?) password\b/i,
  withdrawPassword: /\b(payment|withdraw(al)?|fund) password\b/i,
  amount: /\b(amount|balance|limits?)\b/i,
  birthday: /\b(birthday|date of birth)\b/i,
};

export interface FieldRejectionInput {
  code?: string | number | null | undefined;
  message?: string | null | undefined;
  /** The envelope's `value`. */
  value?: unknown;
  /** The whole envelope (a field named beside `value`). */
  envelope?: unknown;
}

export interface FieldRejection<F extends string> {
  field: F;
  /** The message given with the field itself (an `errors` entry); null: use the refusal's message. */
  message: string | null;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function matchField<F extends string>(name: string, fields: readonly F[]): F | null {
  const squashed = squash(name);
  const exact = fields.find((field) => squash(field) === squashed);
  if (exact) return exact;
  return fields.find((field) => (FIELD_ALIASES[field] ?? []).includes(squashed)) ?? null;
}

/**
 * Which of the form's `fields` a refusal names, in the forms a gateway may use: `errors: [{ field, message }]`
 * (beside `value` or in it), `field`/`fieldName` (in `value` or beside it), a code made of a field's name
 * (`USERNAME_EXISTS`), or a message that mentions exactly one of the fields ("Username already exists").
 * Field names match the form's own names, their §3 spellings and common synonyms (see `FIELD_ALIASES`).
 */
export function rejectedField<F extends string>(
  rejection: FieldRejectionInput,
  fields: readonly F[],
): FieldRejection<F> | null {
  const holders = [record(rejection.envelope), record(rejection.value)].filter(
    (holder): holder is Record<string, unknown> => holder !== null,
  );
  for (const holder of holders) {
    const errors = Array.isArray(holder.errors) ? holder.errors : [];
    for (const entry of errors) {
      const item = record(entry);
      const name = text(item?.field) ?? text(item?.fieldName) ?? text(item?.name);
      const field = name === null ? null : matchField(name, fields);
      if (field) return { field, message: text(item?.message) ?? text(item?.msg) };
    }
  }
  for (const holder of [...holders].reverse()) {
    const name = text(holder.field) ?? text(holder.fieldName);
    const field = name === null ? null : matchField(name, fields);
    if (field) return { field, message: null };
  }
  const code = typeof rejection.code === 'string' ? rejection.code : '';
  for (const candidate of [code, rejection.message ?? '']) {
    const field = mentionedField(candidate.replace(/[_-]+/g, ' '), fields);
    if (field) return { field, message: null };
  }
  return null;
}

/** The one field a sentence mentions; a mention inside a longer one ("password" in "new password") gives way. */
function mentionedField<F extends string>(sentence: string, fields: readonly F[]): F | null {
  const spans = fields.flatMap((field) => {
    const match = FIELD_WORDS[field]?.exec(sentence);
    return match ? [{ field, start: match.index, end: match.index + match[0].length }] : [];
  });
  const outer = spans.filter(
    (span) =>
      !spans.some(
        (other) =>
          other !== span &&
          other.start <= span.start &&
          other.end >= span.end &&
          other.end - other.start > span.end - span.start,
      ),
  );
  return outer.length === 1 && outer[0] ? outer[0].field : null;
}
