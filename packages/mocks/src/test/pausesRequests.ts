import type { EndpointName } from '@sorte/gateway';
import type { createDb } from '../db.ts';
import { givePause } from '../handlers/pauses.ts';

// Take a break and self-exclusion calls that succeed for jogador01 against a fresh db (schemas.test.ts); the status
// is read with a break of 7 days in force.
type Db = ReturnType<typeof createDb>;
const DAY = 86_400_000;

export const PAUSES_REQUESTS: Partial<Record<EndpointName, unknown>> = {
  takeBreak: { length: '24h' },
  selfExclude: { length: '6m' },
};

export const PAUSES_PREPARE: Partial<Record<EndpointName, (db: Db) => void>> = {
  pauseStatus: (db) => {
    const now = db.now();
    givePause(db.findAccount('jogador01')!, { kind: 'break', startedAt: now - DAY, endsAt: now + 6 * DAY });
  },
};
