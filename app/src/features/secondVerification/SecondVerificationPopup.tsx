import { SecondVerificationModal } from '@sorte/ui';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../paths.ts';
import { safeInternalPath } from '../navigation/safeInternalPath.ts';
import { useSecondVerificationController } from './useSecondVerificationController.ts';

/** The new-IP check of a login (spec §4), opened when the login answer asks for it. */
export function SecondVerificationPopup() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const onLoggedIn = useCallback(() => {
    const target = safeInternalPath(searchParams.get('redirect'));
    if (target) void navigate(target, { replace: true });
    else if (pathname === paths.login.path) void navigate(paths.home.path, { replace: true });
  }, [navigate, pathname, searchParams]);
  const verification = useSecondVerificationController(onLoggedIn);

  return (
    <SecondVerificationModal
      open={verification.open}
      onClose={verification.close}
      method={verification.method}
      target={verification.target}
      value={verification.value}
      onChange={verification.change}
      error={verification.error}
      formError={verification.formError ?? undefined}
      countdownSeconds={verification.countdownSeconds}
      sending={verification.sending}
      onResend={verification.askAgain}
      submitting={verification.submitting}
      onSubmit={() => void verification.submit()}
    />
  );
}
