// The blocked page after a self-exclusion (issue 26 item 5): apart from ./paths.ts, which the entry carries, so that
// only the chunks that need it carry this route (the not-found route serves it: no entry in the router's table).
export const selfExcludedPath = '/self-excluded';

/** The navigation state with which a self-exclusion reaches the blocked page: the page then ends the session. */
export const ENDS_SESSION = { endsSession: true } as const;
