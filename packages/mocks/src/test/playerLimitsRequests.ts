import type { EndpointName } from '@sorte/gateway';
import type { createDb } from '../db.ts';
import { givePlayerLimits } from '../handlers/playerLimits.ts';

// The limits centre's changes that succeed for jogador01 against a fresh db (schemas.test.ts): a daily deposit limit
// of 100 with a raise to 250 whose 24 hours are over.
type Db = ReturnType<typeof createDb>;
const HOUR = 3_600_000;

const withConfirmableRaise = (db: Db) => {
  const now = db.now();
  givePlayerLimits(db.findAccount('jogador01')!, [
    {
      kind: 'deposit',
      period: 'day',
      amount: 100,
      pending: {
        amount: 250,
        requestedAt: now - 25 * HOUR,
        confirmableAt: now - HOUR,
        lapsesAt: now + 100 * HOUR,
      },
    },
  ]);
};

export const PLAYER_LIMITS_REQUESTS: Partial<Record<EndpointName, unknown>> = {
  setLimit: { kind: 'DEPOSIT', period: 'DAILY', amount: 300 },
  confirmLimit: { kind: 'DEPOSIT', period: 'DAILY' },
  cancelLimitChange: { kind: 'DEPOSIT', period: 'DAILY' },
};

export const PLAYER_LIMITS_PREPARE: Partial<Record<EndpointName, (db: Db) => void>> = {
  confirmLimit: withConfirmableRaise,
  cancelLimitChange: withConfirmableRaise,
};
