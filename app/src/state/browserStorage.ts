/** Storage that never throws (private mode, quota, disabled storage): reads fall back to null. */
export function safeStorage(kind: 'session' | 'local') {
  const storage = () => (kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage);
  return {
    get(key: string): string | null {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        storage().setItem(key, value);
      } catch {
        // the value still lives in memory for this page
      }
    },
    remove(key: string) {
      try {
        storage().removeItem(key);
      } catch {
        // nothing stored
      }
    },
    keys(): string[] {
      try {
        return Object.keys(storage());
      } catch {
        return [];
      }
    },
  };
}

export const sessionStore = safeStorage('session');
export const localStore = safeStorage('local');
