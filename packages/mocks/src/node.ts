import { type SetupServer, setupServer } from 'msw/node';
import { createDb, type MockDb } from './db.ts';
import type { Dialect } from './dialect.ts';
import { type CreateHandlersOptions, createHandlers } from './handlers/index.ts';
import { applyScenario, resetScenario, type Scenario, type ScenarioPatch } from './scenarios.ts';

export interface MockServer {
  /** msw/node server: call `listen({ onUnhandledRequest: 'error' })`, `use()`, `resetHandlers()`, `close()`. */
  server: SetupServer;
  /** The state behind the handlers, for assertions. */
  db: MockDb;
  applyScenario(patch: ScenarioPatch): Scenario;
  /** Fixtures and default scenario back, overrides removed. */
  reset(): void;
}

/** A simulated gateway for vitest (msw/node) over a fresh db (or the one given). */
export function createMockServer(
  options: CreateHandlersOptions & {
    db?: MockDb;
    /** The answers' dialect (./dialect.ts), kept across `reset()`. Default 'codes'. */
    dialect?: Dialect;
  },
): MockServer {
  const db = options.db ?? createDb();
  const server = setupServer(...createHandlers(db, options));
  const dialect = options.dialect ?? 'codes';
  applyScenario({ dialect }, db);
  return {
    server,
    db,
    applyScenario: (patch) => applyScenario(patch, db),
    reset: () => {
      db.reset();
      resetScenario(db);
      applyScenario({ dialect }, db);
      server.resetHandlers();
    },
  };
}
