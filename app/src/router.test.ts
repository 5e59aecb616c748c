import { describe, expect, it } from 'vitest';
import { sessionRedirect } from './router.tsx';

describe('spec §2 navigation guard', () => {
  const location = { pathname: '/lottery', search: '?gameCode=MEGA', hash: '#draws' };

  it('sends a route that needs authentication to /login when there is no session token, keeping where to return', () => {
    expect(sessionRedirect(null, location)).toBe(
      `/login?redirect=${encodeURIComponent('/lottery?gameCode=MEGA#draws')}`,
    );
    expect(sessionRedirect('', location)).toBe(
      `/login?redirect=${encodeURIComponent('/lottery?gameCode=MEGA#draws')}`,
    );
  });

  it('lets the route load when a session token exists', () => {
    expect(sessionRedirect('token-123', location)).toBeNull();
  });
});
