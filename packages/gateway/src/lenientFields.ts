import * as v from 'valibot';

// Readers for answers taken apart by hand (field by field, under any of their plausible names). A module apart from
// lenient.ts, which the first page load carries: only the lazy features' schemas need these.

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Any object, passed on as it is: `v.looseObject({})` or `v.record` would copy it and lose the camelCase aliases
 * `dropNulls` (lenient.ts) gives snake_case keys, which are not enumerable.
 */
export const anyRecord = v.custom<Record<string, unknown>>(isRecord, 'an object was expected');

/** The first of `keys` that `o` holds a value for (null counts as none): a field under any of its plausible names. */
export function firstPresent(o: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) if (o[key] !== undefined && o[key] !== null) return o[key];
  return undefined;
}

/** An ISO time from epoch ms, an ISO string or 'yyyy-MM-dd HH:mm:ss'; undefined when it does not read. */
export function isoTime(raw: unknown): string | undefined {
  const ms =
    typeof raw === 'number' || (typeof raw === 'string' && /^\d+$/.test(raw.trim()))
      ? Number(raw)
      : typeof raw === 'string'
        ? Date.parse(raw.includes('T') ? raw : raw.replace(' ', 'T'))
        : Number.NaN;
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}

/** Where an entity's id may come (§3): the spec's key, then `<entity>Id` and `<entity>No`, then `others`. */
export const idKeys = (entity: string, key = 'id', ...others: string[]): string[] => [
  key,
  `${entity}Id`,
  `${entity}No`,
  ...others,
];

/**
 * A pipe step for a schema that reads the id under the spec's `key`: the id given as `<entity>Id`, `<entity>No` or
 * one of `others` is put there first (into the answer's own copy, see `dropNulls`).
 */
export const withEntityId = (entity: string, key = 'id', ...others: string[]) =>
  v.pipe(
    anyRecord,
    v.transform((o) => {
      const id = o[key] ?? firstPresent(o, idKeys(entity, key, ...others));
      if (o[key] === undefined && id !== undefined) o[key] = id;
      return o;
    }),
  );

/** An object with its `entity`'s id (see `withEntityId`) read as a string, and the object itself as it is. */
export const entityWithId = (entity: string, key = 'id', ...others: string[]) =>
  v.pipe(
    withEntityId(entity, key, ...others),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const id = dataset.value[key];
      if ((typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id)))
        return { record: dataset.value, id: String(id) };
      addIssue({ message: `${entity} without its id (${key})` });
      return NEVER;
    }),
  );
