import * as v from 'valibot';

// Loaded only when an answer does not read (client.ts imports it on demand): no bytes on the site's first load.

/**
 * Where an answer did not read, for the operator's console: each JSON path (inside a union, its branches' paths)
 * with what was expected there, never the value found (an answer carries the player's data). At most `limit`.
 */
export function unreadablePlaces(issues: readonly v.BaseIssue<unknown>[], limit = 6): string[] {
  const places = new Set<string>();
  // A union's branches are checked on the value at the union's place: their own paths start there.
  const visit = (list: readonly v.BaseIssue<unknown>[], at: string | null) => {
    for (const issue of list) {
      const path = v.getDotPath(issue) ?? at;
      if (issue.issues?.length) visit(issue.issues, path);
      else places.add(`${path ?? '(the whole value)'} (expected ${issue.expected ?? 'another value'})`);
    }
  };
  visit(issues, null);
  return [...places].slice(0, limit);
}

/** Tells the operator, in the console, which call's answer did not read and where (issue 24 item 4). */
export function warnUnreadable(endpoint: string, issues: readonly v.BaseIssue<unknown>[]): void {
  console.warn(
    `Sorte gateway: the answer of ${endpoint} could not be read at ${unreadablePlaces(issues).join('; ')}`,
  );
}
