/**
 * The one table of route paths (spec §2). A route is added here when the issue that builds it lands;
 * nothing is listed before it exists.
 */
export const paths = {
  home: { path: '/', aliases: ['/index', '/index.html', '/home'] },
  login: { path: '/login' },
  register: { path: '/register' },
} as const;

/** Routes that need a session token; without one the guard sends the visitor to /login (spec §2). */
export const authRequiredPaths: readonly string[] = [];

export function loginRedirect(from: string): string {
  return `${paths.login.path}?redirect=${encodeURIComponent(from)}`;
}
