import type { LoadStatus } from '@sorte/ui';

/** Where a query stands, in the words every loading component takes: pending → loading, error → error, success → ready. */
export function loadStatusOf(query: { status: 'pending' | 'error' | 'success' }): LoadStatus {
  return query.status === 'pending' ? 'loading' : query.status === 'error' ? 'error' : 'ready';
}
