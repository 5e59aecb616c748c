import * as v from 'valibot';
import { firstPresent, isoTime, isRecord } from '../lenientFields.ts';

// Take a break and self-exclusion (issue 26 item 5): the spec names no call for them; readings in the relay style of
// §7 (MCS2_…), each field accepted under its likely names and words.

/** The pause in force as the gateway gives it; times as epoch ms, `endsAt` null: for good. */
export interface PauseReading {
  kind: 'break' | 'exclusion';
  startedAt: number;
  endsAt: number | null;
}

const KIND_WORDS: Readonly<Record<string, PauseReading['kind']>> = {
  break: 'break',
  pause: 'break',
  timeout: 'break',
  cooloff: 'break',
  coolingoff: 'break',
  takeabreak: 'break',
  exclusion: 'exclusion',
  selfexclusion: 'exclusion',
  exclude: 'exclusion',
  selfexcluded: 'exclusion',
  autoexclusao: 'exclusion',
};

const kindOf = (raw: unknown) =>
  typeof raw === 'string'
    ? KIND_WORDS[
        raw
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase()
          .replace(/[\s_-]/g, '')
      ]
    : undefined;

const timeOf = (raw: unknown): number | undefined => {
  const iso = isoTime(raw);
  return iso === undefined ? undefined : Date.parse(iso);
};

const PAUSE_KEYS = ['pause', 'pauseStatus', 'exclusion', 'data', 'result', 'value'];
const END_KEYS = ['endsAt', 'endAt', 'endTime', 'until', 'expiresAt', 'expireTime', 'pauseEnd'];

/** The pause's record: the answer itself, or under `pause | exclusion | data …` (one level). */
function pauseRecord(raw: Record<string, unknown>): Record<string, unknown> | null {
  if (firstPresent(raw, ['kind', 'type', 'pauseType', 'status']) !== undefined) return raw;
  const nested = firstPresent(raw, PAUSE_KEYS);
  return isRecord(nested) ? pauseRecord(nested) : null;
}

/**
 * The pause in force: `{ kind | type | pauseType (BREAK | TIMEOUT | COOL_OFF, EXCLUSION | SELF_EXCLUSION; any case,
 * `_`/`-` ignored), startedAt | startAt | startTime, endsAt | endAt | endTime | until | expiresAt (absent or null: for
 * good), active? }`, bare or under `pause | exclusion | data`; an empty answer, `active: false`, a kind NONE or a
 * pause already over: none (null).
 */
export const PauseStatusSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }): PauseReading | null => {
    const raw = dataset.value;
    if (raw === undefined || raw === null || raw === '') return null;
    if (!isRecord(raw)) {
      addIssue({ message: 'a pause is an object' });
      return NEVER;
    }
    const record = pauseRecord(raw);
    if (!record) return null;
    const active = firstPresent(record, ['active', 'inForce', 'enabled']);
    if (active === false || active === 0 || active === 'false' || active === '0') return null;
    const word = firstPresent(record, ['kind', 'type', 'pauseType', 'status']);
    if (typeof word === 'string' && /^(none|active|inactive|off)$/i.test(word.trim())) return null;
    const kind = kindOf(word);
    const startedAt = timeOf(firstPresent(record, ['startedAt', 'startAt', 'startTime', 'from', 'since']));
    if (!kind || startedAt === undefined) {
      addIssue({ message: 'a pause needs its kind and start' });
      return NEVER;
    }
    const endRaw = firstPresent(record, END_KEYS);
    const endsAt = endRaw === undefined || endRaw === '' ? null : (timeOf(endRaw) ?? null);
    if (endRaw !== undefined && endRaw !== '' && endsAt === null) {
      addIssue({ message: 'a pause end that does not read' });
      return NEVER;
    }
    return { kind, startedAt, endsAt };
  }),
);

/** takeBreak: `{ length: '24h' | '7d' | '30d' }`. */
export const TakeBreakRequestSchema = v.object({ length: v.picklist(['24h', '7d', '30d']) });
export type TakeBreakRequest = v.InferOutput<typeof TakeBreakRequestSchema>;

/** selfExclude: `{ length: '6m' | '1y' | '2y' | '5y' | 'indefinite' }`. */
export const SelfExcludeRequestSchema = v.object({
  length: v.picklist(['6m', '1y', '2y', '5y', 'indefinite']),
});
export type SelfExcludeRequest = v.InferOutput<typeof SelfExcludeRequestSchema>;
