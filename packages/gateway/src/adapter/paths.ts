/**
 * Paths of the operator adapter: field names joined by dots, `[]` for every item of a list (`contracts[].upline`,
 * `data.records`, `[].id` when the data itself is a list). Pure helpers over parsed JSON.
 */

/** One path: names, or `[]` for each item of a list. */
export type Segments = readonly string[];

/** A path as written in the adapter: `name` or `[]` parts, `[]` glued to the name before it. */
export const PATH_PATTERN = /^(?:[^.[\]\s]+|\[\])(?:\[\])*(?:\.[^.[\]\s]+(?:\[\])*)*$/;
/** A plain path (no list step), read from one object. */
export const PLAIN_PATH_PATTERN = /^[^.[\]\s]+(?:\.[^.[\]\s]+)*$/;

/** `contracts[].upline.account` → ['contracts', '[]', 'upline', 'account']; '' → [] (the root). */
export function parsePath(path: string): string[] {
  if (path === '') return [];
  const out: string[] = [];
  for (const part of path.split('.')) {
    const name = part.replace(/(\[\])+$/, '');
    if (name !== '') out.push(name);
    for (let rest = part.length - name.length; rest > 0; rest -= 2) out.push('[]');
  }
  return out;
}

export type Container = Record<string, unknown>;
export type Scalar = string | number | boolean;

export function isObject(value: unknown): value is Container {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Sets an own field, `__proto__` included (JSON.parse makes it an own field; plain assignment would not). */
export function put(target: Container, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** The value at a plain path (no `[]`), or undefined. */
export function getAt(root: unknown, segments: Segments): unknown {
  let node = root;
  for (const segment of segments) {
    if (isObject(node)) node = Object.hasOwn(node, segment) ? node[segment] : undefined;
    else if (Array.isArray(node) && /^\d+$/.test(segment)) node = node[Number(segment)];
    else return undefined;
  }
  return node;
}

/** Sets a plain path, making the objects on the way (never replacing a value that is not an object). */
export function setAt(root: Container, segments: Segments, value: unknown): void {
  let node: Container = root;
  segments.forEach((segment, index) => {
    if (index === segments.length - 1) {
      put(node, segment, value);
      return;
    }
    const next = Object.hasOwn(node, segment) ? node[segment] : undefined;
    if (next === undefined) {
      const made: Container = {};
      put(node, segment, made);
      node = made;
    } else if (isObject(next)) node = next;
    else node = {}; // not an object: the value has nowhere to go
  });
}

/**
 * Calls `visit(parent, key)` for every place the path reaches: `[]` steps into each item of a list (a last `[]`
 * visits each item with its index). Places whose parent is missing or not an object are skipped.
 */
export function visitPath(
  node: unknown,
  segments: Segments,
  visit: (parent: Container | unknown[], key: string | number) => void,
): void {
  const [head, ...rest] = segments;
  if (head === undefined) return;
  if (head === '[]') {
    if (!Array.isArray(node)) return;
    node.forEach((item, index) => {
      if (rest.length === 0) visit(node, index);
      else visitPath(item, rest, visit);
    });
    return;
  }
  if (!isObject(node)) return;
  if (rest.length === 0) visit(node, head);
  else if (Object.hasOwn(node, head)) visitPath(node[head], rest, visit);
}

/** A path split after its last `[]`: the list items it walks, and the plain path inside each. */
export function splitAtLastList(segments: Segments): { items: Segments; inside: Segments } {
  const last = segments.lastIndexOf('[]');
  return { items: segments.slice(0, last + 1), inside: segments.slice(last + 1) };
}

/** Every object the path's list part reaches (the root itself when it has no `[]`). */
export function scopes(root: unknown, items: Segments): unknown[] {
  if (items.length === 0) return [root];
  const out: unknown[] = [];
  visitPath(root, items, (parent, key) => out.push((parent as Record<string | number, unknown>)[key]));
  return out;
}
