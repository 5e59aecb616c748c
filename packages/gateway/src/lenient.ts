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
 */
export function dropNulls(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(dropNulls);
  if (input !== null && typeof input === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(input)) {
      if (item !== null) out[key] = dropNulls(item);
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
