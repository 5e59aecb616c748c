import type { ContractKind } from '@sorte/domain';

// The contracts' query keys, apart from their queries: the site's popup host (entry chunk) reads the pending check's
// key without loading the contract calls.

export const contractKeys = {
  all: (token: string | null) => ['session', token, 'contracts'] as const,
  list: (token: string | null, kind: ContractKind) => ['session', token, 'contracts', 'list', kind] as const,
  pending: (token: string | null) => ['session', token, 'contracts', 'pending'] as const,
  downlines: (token: string | null) => ['session', token, 'contracts', 'downlines'] as const,
  figures: (token: string | null, kind: ContractKind, downlineId: string) =>
    ['session', token, 'contracts', 'figures', kind, downlineId] as const,
};
