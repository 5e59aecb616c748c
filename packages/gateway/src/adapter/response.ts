import {
  type Container,
  getAt,
  isObject,
  parsePath,
  put,
  type Scalar,
  scopes,
  setAt,
  splitAtLastList,
  visitPath,
} from './paths.ts';

export type { Scalar };

/** What an operator adapter changes in an answer before the endpoint's reader reads it. */
export interface ResponseAdapter {
  /** Where the endpoint's data lives in the whole answer (the envelope): default `value`; '' is the whole answer. */
  data?: string;
  /**
   * Our path → the operator's, read inside the same list item as our path's last `[]` (or the data itself):
   * `{ "contracts": "records", "contracts[].id": "contractNo", "contracts[].upline.account": "parentAccount" }`.
   */
  aliases?: Record<string, string>;
  /**
   * A path as the operator sends it (before the aliases) whose value may be a plain string or number → the field of
   * ours it stands for: `{ "records[].parent": "account" }` reads `"parent": "boss"` as `{ "account": "boss" }`.
   */
  objects?: Record<string, string>;
  /** Our path (after the aliases) → { the operator's value → ours } (statuses, kinds), compared as text. */
  values?: Record<string, Record<string, Scalar>>;
}

function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (isObject(value)) {
    const out: Container = {};
    for (const [key, item] of Object.entries(value)) put(out, key, copy(item));
    return out;
  }
  return value;
}

/**
 * Applies a response adapter to a whole answer (pure): takes the data at `data`, then in order the plain values
 * standing for an object (`"agent1"` → `{ account: "agent1" }`, on the operator's paths), the aliases (an operator's
 * field copied under our name, replacing ours when present; the operator's stays) and the value maps (on our
 * paths). What the adapter does not name is left as it is.
 */
export function adaptResponse(adapter: ResponseAdapter, answer: unknown): unknown {
  const data = copy(getAt(answer, parsePath(adapter.data ?? 'value')));
  for (const [path, field] of Object.entries(adapter.objects ?? {})) {
    visitPath(data, parsePath(path), (parent, key) => {
      const place = parent as Record<string | number, unknown>;
      const value = place[key];
      if (typeof value !== 'string' && typeof value !== 'number') return;
      const made: Container = {};
      put(made, field, value);
      place[key] = made;
    });
  }
  for (const [ours, theirs] of Object.entries(adapter.aliases ?? {})) {
    const { items, inside } = splitAtLastList(parsePath(ours));
    const from = parsePath(theirs);
    for (const scope of scopes(data, items)) {
      if (!isObject(scope)) continue;
      const value = getAt(scope, from);
      if (value !== undefined) setAt(scope, inside, copy(value));
    }
  }
  for (const [path, map] of Object.entries(adapter.values ?? {})) {
    visitPath(data, parsePath(path), (parent, key) => {
      const place = parent as Record<string | number, unknown>;
      const value = place[key];
      if (value === undefined || isObject(value) || Array.isArray(value)) return;
      const word = String(value);
      if (Object.hasOwn(map, word)) place[key] = map[word];
    });
  }
  return data;
}
