import * as v from 'valibot';
import { listAnswer, looseBoolean, looseString } from '../lenient.ts';
import { firstPresent, idKeys, isoTime, isRecord } from '../lenientFields.ts';
import { normaliseWord, readAs } from './cashier.ts';

// The security centre's login history, active sessions and personal data (issue 23 item 5). The spec names none of
// these calls nor their payloads: each reader takes a plausible name first and the alternatives after it.

const text = (o: Record<string, unknown>, keys: readonly string[]): string | undefined => {
  const read = readAs(looseString, firstPresent(o, keys))?.trim();
  return read === undefined || read === '' ? undefined : read;
};

/** Device and browser, as one line ("Chrome on Android") or as parts. */
function deviceOf(o: Record<string, unknown>): string | undefined {
  const whole = text(o, ['device', 'deviceName', 'userAgent', 'ua', 'client']);
  if (whole !== undefined) return whole;
  const parts = [text(o, ['browser', 'browserName']), text(o, ['os', 'platform', 'osName'])].filter(
    (part): part is string => part !== undefined,
  );
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** "São Paulo, BR" or `{ city, country }`. */
function placeOf(o: Record<string, unknown>): string | undefined {
  const whole = text(o, ['place', 'location', 'region', 'area']);
  if (whole !== undefined) return whole;
  const parts = [
    text(o, ['city']),
    text(o, ['state', 'province']),
    text(o, ['country', 'countryCode']),
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

// ---- login history ------------------------------------------------------------------------------------------

/** One login attempt on the account. */
export interface LoginRecord {
  /** ISO time. */
  time: string;
  /** As the gateway sends it: the site masks it. */
  ip?: string;
  device?: string;
  place?: string;
  succeeded: boolean;
}

const FAILED_WORDS = [
  'FAIL',
  'FAILED',
  'FAILURE',
  'ERROR',
  'REJECTED',
  'DENIED',
  'BLOCKED',
  '0',
  'N',
  'FALSE',
];

export const LoginRecordSchema = v.pipe(
  v.custom<Record<string, unknown>>(isRecord),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const o = dataset.value;
    const time = isoTime(
      firstPresent(o, ['time', 'loginTime', 'createTime', 'createdAt', 'date', 'timestamp']),
    );
    if (time === undefined) {
      addIssue({ message: 'a login without a time' });
      return NEVER;
    }
    const flag = readAs(looseBoolean, firstPresent(o, ['success', 'succeeded', 'isSuccess', 'ok']));
    const status = text(o, ['status', 'result', 'loginStatus', 'loginResult']);
    const out: LoginRecord = {
      time,
      succeeded: flag ?? (status === undefined || !FAILED_WORDS.includes(normaliseWord(status))),
    };
    const ip = text(o, ['ip', 'loginIp', 'ipAddress', 'clientIp']);
    if (ip !== undefined) out.ip = ip;
    const device = deviceOf(o);
    if (device !== undefined) out.device = device;
    const place = placeOf(o);
    if (place !== undefined) out.place = place;
    return out;
  }),
);

/** value: `[logins]` | `{ list | records | loginHistory | content … }`; newest first. */
export const LoginHistorySchema = v.pipe(
  listAnswer(LoginRecordSchema, ['loginHistory', 'logins', 'loginList']),
  v.transform((records) => [...records].sort((a, b) => b.time.localeCompare(a.time))),
);

// ---- active sessions ----------------------------------------------------------------------------------------

/** A signed-in device. */
export interface ActiveSession {
  id: string;
  device?: string;
  ip?: string;
  place?: string;
  /** ISO time of its last activity (or of its login). */
  lastActive?: string;
  /** The session of this very request: it is never ended from the list. */
  current: boolean;
}

export const ActiveSessionSchema = v.pipe(
  v.custom<Record<string, unknown>>(isRecord),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const o = dataset.value;
    const id = text(o, idKeys('session', 'sessionId', 'id', 'tokenId', 'deviceId'));
    if (id === undefined) {
      addIssue({ message: 'a session without an id' });
      return NEVER;
    }
    const out: ActiveSession = {
      id,
      current:
        readAs(
          looseBoolean,
          firstPresent(o, ['current', 'isCurrent', 'thisDevice', 'currentSession', 'self']),
        ) ?? false,
    };
    const device = deviceOf(o);
    if (device !== undefined) out.device = device;
    const ip = text(o, ['ip', 'loginIp', 'ipAddress', 'lastIp']);
    if (ip !== undefined) out.ip = ip;
    const place = placeOf(o);
    if (place !== undefined) out.place = place;
    const lastActive = isoTime(
      firstPresent(o, [
        'lastActive',
        'lastActiveTime',
        'lastAccessTime',
        'updateTime',
        'loginTime',
        'createTime',
      ]),
    );
    if (lastActive !== undefined) out.lastActive = lastActive;
    return out;
  }),
);

/** value: `[sessions]` | `{ sessions | list | content … }`; this device first. */
export const ActiveSessionsSchema = v.pipe(
  listAnswer(ActiveSessionSchema, ['sessions', 'sessionList', 'devices']),
  v.transform((sessions) => [...sessions].sort((a, b) => Number(b.current) - Number(a.current))),
);

export const EndSessionRequestSchema = v.object({
  sessionId: v.pipe(looseString, v.trim(), v.nonEmpty(), v.maxLength(120)),
});
export type EndSessionRequest = v.InferInput<typeof EndSessionRequestSchema>;

// ---- personal data ------------------------------------------------------------------------------------------

/** The player's personal data as registered (§3 register payload names first); digits and documents unmasked. */
export interface PersonalData {
  name?: string;
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  /** yyyy-MM-dd. */
  birthday?: string;
  idNumber?: string;
  /** ISO time. */
  registeredAt?: string;
}

/** yyyy-MM-dd from '1990-04-12', '1990-04-12 00:00:00', '12/04/1990' (day first) or epoch ms. */
function dayOf(raw: unknown): string | undefined {
  if (typeof raw === 'string') {
    const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw.trim());
    if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
    const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw.trim());
    if (dayFirst) return `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}`;
  }
  return isoTime(raw)?.slice(0, 10);
}

/** value: the fields, possibly in `{ data | member | profile }`. */
export const PersonalDataSchema = v.pipe(
  v.custom<Record<string, unknown>>(isRecord),
  v.transform((value): PersonalData => {
    const inner = firstPresent(value, ['profile', 'member', 'data']);
    const o = isRecord(inner) ? inner : value;
    const out: PersonalData = {};
    const name = text(o, ['payeeName', 'realName', 'fullName', 'name']);
    if (name !== undefined) out.name = name;
    const username = text(o, ['account', 'username', 'userName', 'loginName']);
    if (username !== undefined) out.username = username;
    const mobileNum = text(o, ['mobileNum', 'mobile', 'phone', 'phoneNumber'])?.replace(/\D/g, '');
    if (mobileNum) out.mobileNum = mobileNum;
    const code = text(o, ['countryDialingCode', 'dialingCode', 'areaCode'])?.replace(/\D/g, '');
    if (code) out.countryDialingCode = code;
    const email = text(o, ['email', 'mail']);
    if (email !== undefined) out.email = email;
    const birthday = dayOf(firstPresent(o, ['birthday', 'birthDate', 'dateOfBirth', 'dob']));
    if (birthday !== undefined) out.birthday = birthday;
    const idNumber = text(o, ['idNumber', 'cpf', 'documentNumber', 'document', 'taxId']);
    if (idNumber !== undefined) out.idNumber = idNumber;
    const registeredAt = isoTime(
      firstPresent(o, [
        'registeredAt',
        'registerTime',
        'registrationTime',
        'createTime',
        'createdAt',
        'joinTime',
      ]),
    );
    if (registeredAt !== undefined) out.registeredAt = registeredAt;
    return out;
  }),
);
