import type { EndpointName } from '@sorte/gateway';

// The contract calls' list action, which succeeds for any member (schemas.test.ts round trip); the other actions
// are covered by contracts.test.ts.
export const CONTRACTS_REQUESTS: Partial<Record<EndpointName, unknown>> = {
  dividendContracts: { action: 'list' },
  dailySalaryContracts: { action: 'list' },
  hourlySalaryContracts: { action: 'list' },
  realtimeSalaryContracts: { action: 'list' },
};
