import { agentLoginDecision } from '@sorte/domain';
import { SecondVerificationModal } from '@sorte/ui';
import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { safeInternalPath } from '../../lib/navigation/index.ts';
import { paths } from '../../paths.ts';
import { type PendingSecondVerification, showWarningAtom } from '../../state/popupAtoms.ts';
import { memberAtom } from '../../state/sessionAtoms.ts';
import { type LoginOutcome, logout } from '../session/index.ts';
import { useSecondVerificationController } from './useSecondVerificationController.ts';

/**
 * The new-IP check of a login (spec §4), or the member's two-step code (issue 23 item 5), opened when the login
 * answer asks for it.
 */
export function SecondVerificationPopup() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const store = useStore();
  const setWarning = useSetAtom(showWarningAtom);
  const onLoggedIn = useCallback(
    (outcome: LoginOutcome, verified: PendingSecondVerification) => {
      if (verified.agentOnly) {
        // Spec §2 /agent: the same refusals as the agent form once the member is known (a forced password
        // change comes first; its popup then leads an agent to /agentHome).
        if (outcome.next !== 'load-member') return;
        const decision = agentLoginDecision(store.get(memberAtom)?.type);
        if (decision.allowed) void navigate(paths.agentHome.path, { replace: true });
        else void logout(store).then(() => setWarning({ message: decision.message }));
        return;
      }
      const target = safeInternalPath(searchParams.get('redirect'));
      if (target) void navigate(target, { replace: true });
      else if (pathname === paths.login.path) void navigate(paths.home.path, { replace: true });
    },
    [navigate, pathname, searchParams, setWarning, store],
  );
  const verification = useSecondVerificationController(onLoggedIn);

  return (
    <SecondVerificationModal
      open={verification.open}
      onClose={verification.close}
      method={verification.method}
      target={verification.target}
      twoStep={verification.twoStep}
      {...verification.form}
      {...verification.resend}
    />
  );
}
