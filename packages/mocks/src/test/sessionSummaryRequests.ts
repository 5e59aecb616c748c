import type { EndpointName } from '@sorte/gateway';

// The reality check's setting that succeeds for jogador01 against a fresh db (schemas.test.ts): every 30 minutes.
export const SESSION_SUMMARY_REQUESTS: Partial<Record<EndpointName, unknown>> = {
  setRealityCheck: { minutes: 30 },
};
