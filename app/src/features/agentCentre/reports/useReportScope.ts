import type { ReportScope } from '@sorte/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Whose figures a report shows (`scope=self`; the team by default) and the team member searched for (`account`),
 * kept in the URL beside the record filter: back, forward, a reload and a shared link show the same report.
 */
export function useReportScope() {
  const [params, setParams] = useSearchParams();
  const scope: ReportScope = params.get('scope') === 'self' ? 'self' : 'team';
  const account = scope === 'team' ? (params.get('account') ?? '').trim().slice(0, 100) : '';
  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );
  const setScope = useCallback(
    (next: ReportScope) =>
      update((params) => {
        if (next === 'self') params.set('scope', 'self');
        else params.delete('scope');
        params.delete('account');
      }),
    [update],
  );
  const setAccount = useCallback(
    (next: string) => update((params) => (next ? params.set('account', next) : params.delete('account'))),
    [update],
  );
  return { scope, account, setScope, setAccount };
}
