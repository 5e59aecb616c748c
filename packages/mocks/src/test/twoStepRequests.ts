import type { EndpointName } from '@sorte/gateway';
import type { createDb } from '../db.ts';

// Two-step verification calls that succeed for jogador01 against a fresh db (schemas.test.ts): the clock at the
// RFC 6238 vector T=59 s, where the RFC seed's 6-digit code is 287082.
type Db = ReturnType<typeof createDb>;
const RFC_SEED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const CODE_AT_59_S = '287082';

const atRfcVector = (db: Db) => {
  db.now = () => 59_000;
};

export const TWO_STEP_REQUESTS: Partial<Record<EndpointName, unknown>> = {
  confirmTwoStep: { method: 'AUTHENTICATOR', code: CODE_AT_59_S },
  disableTwoStep: { code: CODE_AT_59_S },
};

export const TWO_STEP_PREPARE: Partial<Record<EndpointName, (db: Db) => void>> = {
  confirmTwoStep: (db) => {
    atRfcVector(db);
    db.findAccount('jogador01')!.pendingAuthenticatorSecret = RFC_SEED;
  },
  disableTwoStep: (db) => {
    atRfcVector(db);
    db.findAccount('jogador01')!.twoStep = { method: 'authenticator', secret: RFC_SEED };
  },
};
