import * as v from 'valibot';
import { looseBoolean, looseNumber, looseString } from '../lenient.ts';
import { anyRecord } from '../lenientFields.ts';

// Two-step verification (issue 23 item 5): an authenticator app's code or an SMS code, asked at login and at
// withdrawal. The spec names no call for it (§4 names the new-IP second verification only): these are readings in
// the relay style of §7 (MCS2_…), accepted under their likely spellings.

export const TWO_STEP_METHODS = ['authenticator', 'sms'] as const;
export type TwoStepMethod = (typeof TWO_STEP_METHODS)[number];

const METHOD_WORDS: Readonly<Record<string, TwoStepMethod>> = {
  authenticator: 'authenticator',
  totp: 'authenticator',
  google: 'authenticator',
  googleauth: 'authenticator',
  googleauthenticator: 'authenticator',
  ga: 'authenticator',
  app: 'authenticator',
  sms: 'sms',
  mobile: 'sms',
  phone: 'sms',
};

const methodWord = v.pipe(
  looseString,
  v.transform(
    (raw) =>
      METHOD_WORDS[
        raw
          .trim()
          .toLowerCase()
          .replace(/[\s_-]/g, '')
      ],
  ),
);

export interface TwoStepStatus {
  enabled: boolean;
  /** The method in use, when on. */
  method?: TwoStepMethod;
  /** The methods this gateway offers (both when it does not say). */
  methods: TwoStepMethod[];
}

/**
 * value: `{ enabled | twoStepEnabled | on | status (ON/OFF, 1/0), method | type | twoStepMethod (AUTHENTICATOR,
 * TOTP, GOOGLE, SMS), methods | supportedMethods? }`, possibly in `{ data }`.
 */
export const TwoStepStatusSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset }) => {
    const raw = (
      typeof dataset.value.data === 'object' && dataset.value.data !== null
        ? dataset.value.data
        : dataset.value
    ) as Record<string, unknown>;
    const first = (keys: readonly string[]) => keys.map((key) => raw[key]).find((value) => value != null);
    const flag = v.safeParse(looseBoolean, first(['enabled', 'twoStepEnabled', 'on']));
    const status = v.safeParse(looseString, raw.status);
    const method = v.safeParse(methodWord, first(['method', 'type', 'twoStepMethod']));
    const listed = first(['methods', 'supportedMethods']);
    const words = Array.isArray(listed) ? listed : typeof listed === 'string' ? listed.split(',') : [];
    const methods = [
      ...new Set(
        words
          .map((word) => v.safeParse(methodWord, word))
          .flatMap((read) => (read.success && read.output ? [read.output] : [])),
      ),
    ];
    const enabled = flag.success
      ? flag.output
      : status.success && /^(on|1|enabled|active|true)$/i.test(status.output.trim());
    const out: TwoStepStatus = { enabled, methods: methods.length > 0 ? methods : [...TWO_STEP_METHODS] };
    if (enabled && method.success && method.output) out.method = method.output;
    return out;
  }),
);

export interface AuthenticatorBinding {
  /** Base32, shown as text to type into the app. */
  secret: string;
  /** `otpauth://totp/…`, drawn as the QR code. */
  otpauthUri: string;
}

/** value: `{ secret | secretKey | key, otpauthUri | otpauthUrl | uri | url | qrCodeUrl }`, possibly in `{ data }`. */
export const AuthenticatorBindingSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = (
      typeof dataset.value.data === 'object' && dataset.value.data !== null
        ? dataset.value.data
        : dataset.value
    ) as Record<string, unknown>;
    const text = (keys: readonly string[]) =>
      keys
        .map((key) => raw[key])
        .find((value): value is string => typeof value === 'string' && value.trim() !== '')
        ?.trim();
    const secret = text(['secret', 'secretKey', 'key'])?.replace(/\s/g, '');
    const uri = text(['otpauthUri', 'otpauthUrl', 'uri', 'url', 'qrCodeUrl']);
    if (!secret || !uri?.startsWith('otpauth://')) {
      addIssue({ message: 'an authenticator binding needs the secret and its otpauth URI' });
      return NEVER;
    }
    return { secret, otpauthUri: uri } satisfies AuthenticatorBinding;
  }),
);

/** The method as sent: `AUTHENTICATOR` or `SMS`. */
export const twoStepMethodWire = (method: TwoStepMethod) => (method === 'sms' ? 'SMS' : 'AUTHENTICATOR');

/** Turns two-step on with the first code the method gave: `{ method: AUTHENTICATOR | SMS, code }`. */
export const TwoStepConfirmRequestSchema = v.object({
  method: v.picklist(['AUTHENTICATOR', 'SMS']),
  code: v.pipe(v.string(), v.regex(/^\d{6}$/)),
});
export type TwoStepConfirmRequest = v.InferInput<typeof TwoStepConfirmRequestSchema>;

/** Turns it off with a current code. */
export const TwoStepDisableRequestSchema = v.object({ code: v.pipe(v.string(), v.regex(/^\d{6}$/)) });
export type TwoStepDisableRequest = v.InferInput<typeof TwoStepDisableRequestSchema>;

/** A withdrawal refused for its two-step code: the envelope codes the site reads as "the code is missing or wrong". */
export const TWO_STEP_REFUSAL_CODES = [
  'TWO_STEP_REQUIRED',
  'TWO_STEP_CODE_WRONG',
  'TWO_STEP_INVALID',
  'OTP_REQUIRED',
  'OTP_INVALID',
] as const;

export interface TwoStepSmsSent {
  /** Seconds before another code may be asked for, when the gateway says. */
  resendInSeconds?: number;
  /** The mobile the code went to, as the gateway masks it ('(**) *****-4321'). */
  maskedMobile?: string;
}

/**
 * MCS2_sendTwoStepSms (reading): `{ resendIn | cooldown | wait (seconds), maskedMobile | maskedPhone | mobile }`,
 * possibly in `{ data }`; an empty answer is a code sent with nothing more said. A mobile is taken only masked
 * (with '*'): the site never shows a full number it was not meant to.
 */
export const TwoStepSmsSentSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const value = dataset.value;
    if (value === undefined || value === null) return {} as TwoStepSmsSent;
    if (typeof value !== 'object' || Array.isArray(value)) {
      addIssue({ message: 'an SMS sent answer is an object' });
      return NEVER;
    }
    const outer = value as Record<string, unknown>;
    const raw = (typeof outer.data === 'object' && outer.data !== null ? outer.data : outer) as Record<
      string,
      unknown
    >;
    const first = (keys: readonly string[]) => keys.map((key) => raw[key]).find((item) => item != null);
    const wait = v.safeParse(looseNumber, first(['resendIn', 'cooldown', 'wait']));
    const mobile = first(['maskedMobile', 'maskedPhone', 'mobile']);
    const out: TwoStepSmsSent = {};
    if (wait.success && wait.output > 0) out.resendInSeconds = Math.round(wait.output);
    if (typeof mobile === 'string' && mobile.includes('*')) out.maskedMobile = mobile.trim();
    return out;
  }),
);
