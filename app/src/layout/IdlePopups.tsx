import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PublicPopups } from '../features/content/PublicPopups.tsx';
import { paths } from '../paths.ts';
import { contractPopupWaitingAtom, playerDialogOpenAtom } from '../state/popupAtoms.ts';
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
 * (§2, logged in only). One chunk, so the entry carries a single import for both. One dialog at a time: both wait
 * while the player has a dialog open (issue 27: a popup took the focus from the login form), the public popups wait
 * for a contract's answer, and the agent centre shows no player promotion (issue 23).
 */
export function IdlePopups() {
  const isLogin = useAtomValue(isLoginAtom);
  const isTrial = useAtomValue(isTrialAtom);
  const playerDialogOpen = useAtomValue(playerDialogOpenAtom);
  const contractWaiting = useAtomValue(contractPopupWaitingAtom);
  const { pathname } = useLocation();
  const inAgentCentre = pathname === paths.agentHome.path || pathname.startsWith(`${paths.agentHome.path}/`);
  if (playerDialogOpen) return null;
  return (
    <>
      {isLogin && !isTrial ? (
        <Suspense fallback={null}>
          <ContractPopupGate />
        </Suspense>
      ) : null}
      {inAgentCentre || (isLogin && !isTrial && contractWaiting !== false) ? null : <PublicPopups />}
    </>
  );
}
