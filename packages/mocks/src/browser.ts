import { type SetupWorker, setupWorker } from 'msw/browser';
import { type CashierControl, runCashierControl } from './cashierControl.ts';
import { type MockDb, mockDb } from './db.ts';
import { dispatchByPath } from './dispatch.ts';
import { type CreateHandlersOptions, createHandlers } from './handlers/index.ts';
import { moneySocketHandler } from './moneySocket.ts';
import { createPersistence, type KeyValueStorage } from './persistence.ts';

export interface BrowserMocksOptions extends CreateHandlersOptions {
  /** localStorage key for the db state (the scenario goes to sessionStorage `<key>.scenario`). */
  persistKey?: string;
  /** Scenario query (default `location.search`), e.g. `?mock.status=1&mock.fail.login=network-error`; `mock.reset` wipes saved state. */
  search?: string | URLSearchParams;
  quiet?: boolean;
  /** The config's `socketUrl`: the live money events' socket is simulated there (./moneySocket.ts); none: no socket. */
  socketUrl?: string;
}

export interface BrowserMocks {
  worker: SetupWorker;
  db: MockDb;
  /** Fixtures and default scenario back, saved state wiped. */
  reset(): void;
  /** The cashier's back office: credit a deposit, approve a withdrawal, emit a §4 event (./cashierControl.ts). */
  cashier(control: CashierControl): { status: number; body: unknown };
  stop(): void;
}

function storage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage | undefined {
  try {
    return globalThis[kind] ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the service worker ('/mockServiceWorker.js', generated into app/public by `npm run msw:init`)
 * over the shared db. The db state is saved to localStorage after every mocked response and restored
 * here, so a demo reload keeps sessions and balances; the scenario is kept per tab in sessionStorage.
 */
export async function startBrowserMocks(options: BrowserMocksOptions): Promise<BrowserMocks> {
  const db = mockDb;
  const persistence = createPersistence(db, {
    key: options.persistKey ?? 'sorte.mocks',
    state: storage('localStorage'),
    scenario: storage('sessionStorage'),
  });
  persistence.load(new URLSearchParams(options.search ?? globalThis.location?.search ?? ''));

  const worker = setupWorker(
    ...dispatchByPath(createHandlers(db, options)),
    ...(options.socketUrl ? [moneySocketHandler(db, options.socketUrl)] : []),
  );
  worker.events.on('response:mocked', () => persistence.save());
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: options.quiet ?? false,
  });
  persistence.save();
  return {
    worker,
    db,
    reset: () => {
      persistence.wipe();
      persistence.save();
    },
    cashier: (control) => {
      const answer = runCashierControl(db, control);
      persistence.save();
      return answer;
    },
    stop: () => worker.stop(),
  };
}
