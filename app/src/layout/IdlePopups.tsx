import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { PublicPopups } from '../features/content/PublicPopups.tsx';
import { isLoginAtom, isTrialAtom } from '../state/sessionAtoms.ts';

// §2 contract popup: its small check is a chunk of its own, asked for a logged-in member (never a trial account);
// the popup's own chunk loads only when a contract awaits the member's answer.
const ContractPopupGate = lazy(() =>
  import('../features/agentCentre/contracts/ContractPopupGate.tsx').then((module) => ({
    default: module.ContractPopupGate,
  })),
);

/**
 * The popups that show by themselves once the page is idle: the public content popups (§4) and the contract popup
 * (§2, logged in only). One chunk, so the entry carries a single import for both.
 */
export function IdlePopups() {
  const isLogin = useAtomValue(isLoginAtom);
  const isTrial = useAtomValue(isTrialAtom);
  return (
    <>
      {isLogin && !isTrial ? (
        <Suspense fallback={null}>
          <ContractPopupGate />
        </Suspense>
      ) : null}
      <PublicPopups />
    </>
  );
}
