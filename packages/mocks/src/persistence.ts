import type { MockDb } from './db.ts';
import { applyScenario, scenarioFromSearchParams } from './scenarios.ts';

/** The subset of the Web Storage API used here (tests pass an in-memory one). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PersistenceOptions {
  key: string;
  /** Keeps accounts, sessions, counters and codes across reloads (localStorage in the demo). */
  state?: KeyValueStorage;
  /** Keeps the scenario for this tab only (sessionStorage in the demo). */
  scenario?: KeyValueStorage;
}

/**
 * Demo persistence: db state → `state` storage under `key`, scenario → `scenario` storage under
 * `<key>.scenario`. Broken or missing entries are ignored; storage errors never break the mocks.
 */
export function createPersistence(db: MockDb, options: PersistenceOptions) {
  const scenarioKey = `${options.key}.scenario`;
  const attempt = (fn: () => void) => {
    try {
      fn();
    } catch {
      // storage full, unavailable or holding garbage: keep going in memory
    }
  };
  const wipe = () => {
    attempt(() => options.state?.removeItem(options.key));
    attempt(() => options.scenario?.removeItem(scenarioKey));
    db.reset();
  };
  return {
    /** Restore saved state, then apply the query's scenario (`mock.reset` starts from the fixtures). */
    load(params: URLSearchParams = new URLSearchParams()): void {
      if (params.has('mock.reset')) wipe();
      else {
        attempt(() => db.restore(options.state?.getItem(options.key)));
        attempt(() => {
          const saved = options.scenario?.getItem(scenarioKey);
          if (saved) db.scenario = { ...db.scenario, ...JSON.parse(saved) };
        });
      }
      attempt(() => applyScenario(scenarioFromSearchParams(params), db));
    },
    save(): void {
      attempt(() => {
        const { scenario, ...state } = JSON.parse(db.serialize());
        options.state?.setItem(options.key, JSON.stringify(state));
        options.scenario?.setItem(scenarioKey, JSON.stringify(scenario));
      });
    },
    wipe,
  };
}
