import type { EndpointName } from '@sorte/gateway';

// Requests of the security centre's session calls that succeed for jogador01 against a fresh db (schemas.test.ts).
export const ACCOUNT_SECURITY_REQUESTS: Partial<Record<EndpointName, unknown>> = {
  endSession: { sessionId: 'dev-iphone' },
};
