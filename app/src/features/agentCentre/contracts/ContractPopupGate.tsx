import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { withCatalog } from '../../../i18n/i18n.ts';
import { requiredGatewayAtom } from '../../../state/configAtoms.ts';
import { contractPopupWaitingAtom } from '../../../state/popupAtoms.ts';
import { memberAtom, sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { pendingContractsQuery } from './api.ts';

// The popup itself (dialog, terms, the answer's calls and the agent catalog) loads only once a contract waits.
const ContractPopupHost = lazy(() =>
  withCatalog('agent', import('./ContractPopupHost.tsx')).then((module) => ({
    default: module.ContractPopupHost,
  })),
);

/**
 * §2 contract popup's check (logged in only, never for a trial account; mounted by the popup host once the page is
 * idle): asks the contract calls whether a new contract awaits the member's answer, and only then loads the popup.
 */
export function ContractPopupGate() {
  const member = useAtomValue(memberAtom);
  const token = useAtomValue(sessionTokenAtom);
  const gateway = useAtomValue(requiredGatewayAtom);
  const memberId = member?.id ?? '';
  const check = useQuery({ ...pendingContractsQuery(gateway, token, memberId), enabled: memberId !== '' });
  const waiting = memberId !== '' && (check.data?.length ?? 0) > 0;
  const known = check.isSuccess || check.isError;
  const setWaiting = useSetAtom(contractPopupWaitingAtom);
  useEffect(() => {
    setWaiting(known ? waiting : null);
    return () => setWaiting(null);
  }, [known, waiting, setWaiting]);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <ContractPopupHost memberId={memberId} />
    </Suspense>
  );
}
