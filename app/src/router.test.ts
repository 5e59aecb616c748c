import { describe, expect, it } from 'vitest';
import { requireSession } from './router.tsx';
import { sessionTokenAtom } from './state/sessionAtoms.ts';
import { createAppStore } from './state/store.ts';

describe('spec §2 navigation guard', () => {
  const request = new Request('http://sorte.test/lottery?gameCode=MEGA#draws');

  it('sends a route that needs authentication to /login when there is no session token, keeping where to return', () => {
    const store = createAppStore();
    store.set(sessionTokenAtom, null);
    const response = requireSession(store)({ request });
    expect(response).toBeInstanceOf(Response);
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe(
      `/login?redirect=${encodeURIComponent('/lottery?gameCode=MEGA#draws')}`,
    );
  });

  it('lets the route load when a session token exists', () => {
    const store = createAppStore();
    store.set(sessionTokenAtom, 'token-123');
    expect(requireSession(store)({ request })).toBeNull();
  });
});
