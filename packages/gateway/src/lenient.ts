import * as v from 'valibot';

/**
 * Lenient primitives: an independently written gateway may send numbers as numeric strings,
 * booleans as 0/1 or "true", ids as numbers. We accept those and normalise; we send exact types.
 */

const TRUE_WORDS = ['true', '1', 'yes', 'y', 'on'] as const;
const FALSE_WORDS = ['false', '0', 'no', 'n', 'off', ''] as const;

/** boolean | 0/1 (any non-zero number is true) | "true"/"false"/"1"/"0"/"yes"/"no"/"on"/"off" → boolean */
export const looseBoolean = v.union([
  v.boolean(),
  v.pipe(
    v.number(),
    v.transform((n) => n !== 0),
  ),
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.picklist([...TRUE_WORDS, ...FALSE_WORDS]),
    v.transform((s) => (TRUE_WORDS as readonly string[]).includes(s)),
  ),
]);

/** finite number | numeric string ("1523.75", " 2 ") → number */
export const looseNumber = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.decimal(), v.transform(Number), v.finite()),
]);

/** string | number → string (ids) */
export const looseString = v.union([
  v.string(),
  v.pipe(
    v.number(),
    v.finite(),
    v.transform((n) => String(n)),
  ),
]);

/** string[] | "a,b" → string[] (CDN lists) */
export const looseStringList = v.union([
  v.array(v.string()),
  v.pipe(
    v.string(),
    v.transform((s) =>
      s
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ),
]);

/**
 * `null` is treated as "absent": object keys holding null are dropped (recursively) before a
 * response value is parsed, so schemas only need `v.optional`. Nulls inside arrays are kept.
 * A snake_case key (`game_name`) is also readable by the spec's camelCase word (`gameName`) unless the answer has
 * both: the alias is not enumerable, so readers that walk an object's keys (cards keyed by vendor) never see it twice.
 */
export function dropNulls(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(dropNulls);
  if (input !== null && typeof input === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(input)) {
      if (item !== null) out[key] = dropNulls(item);
    }
    for (const key in out) {
      const camel = key.replace(/_([a-z\d])/g, (_, letter: string) => letter.toUpperCase());
      if (!(camel in out)) Object.defineProperty(out, camel, { value: out[key] });
    }
    return out;
  }
  return input;
}

/** One line per issue: `path: message`. */
export function summariseIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/**
 * A list whose broken entries are dropped instead of failing the whole answer (one malformed game must not
 * empty the lobby). The value must still be an array, and a non-empty list of which no entry reads is an
 * unreadable answer (an error), never an empty result.
 */
export function lenientList<TSchema extends v.GenericSchema>(item: TSchema) {
  return v.pipe(
    v.array(v.unknown()),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const out: v.InferOutput<TSchema>[] = [];
      let firstIssues: readonly v.BaseIssue<unknown>[] | undefined;
      for (const entry of dataset.value) {
        const parsed = v.safeParse(item, entry);
        if (parsed.success) out.push(parsed.output as v.InferOutput<TSchema>);
        else firstIssues ??= parsed.issues;
      }
      if (out.length === 0 && firstIssues) {
        addIssue({
          message: `no entry of the list reads (first: ${summariseIssues(firstIssues).join('; ')})`,
        });
        return NEVER;
      }
      return out;
    }),
  );
}

/** The wrappers a list answer may come in (besides a bare list), in the order they are tried. */
export const LIST_WRAPPERS = ['list', 'content', 'data', 'rows', 'records', 'items', 'result'] as const;

/**
 * A list answer in any plausible form: the spec's own key(s) first (`keys`), then a bare list, then
 * `{ list | content | data | rows | records | items | result }`, also one level down (`{ data: { list } }`).
 * Broken entries are dropped (see {@link lenientList}); anything else is an error.
 */
export function listAnswer<TSchema extends v.GenericSchema>(item: TSchema, keys: readonly string[] = []) {
  const list = lenientList(item);
  const wrapped = (key: string, inner: v.GenericSchema) =>
    v.pipe(
      v.looseObject({ [key]: inner }),
      v.transform((o) => o[key] as v.InferOutput<typeof list>),
    );
  const wrappers = [...new Set([...keys, ...LIST_WRAPPERS])];
  const oneLevel = v.union([list, ...wrappers.map((key) => wrapped(key, list))]);
  return v.union([
    ...keys.map((key) => wrapped(key, list)),
    list,
    ...wrappers.map((key) => wrapped(key, list)),
    ...['data', 'result', 'value'].map((key) => wrapped(key, oneLevel)),
  ]) as v.GenericSchema<unknown, v.InferOutput<TSchema>[]>;
}
