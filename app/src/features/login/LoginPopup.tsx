import { notLoggedInMessage } from '@sorte/domain';
import { LoginModal } from '@sorte/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { safeInternalPath } from '../../lib/navigation/index.ts';
import { paths } from '../../paths.ts';
import { forgotPasswordPopupAtom } from '../../state/popupAtoms.ts';
import { whiteLabelSettledAtom } from '../../state/systemAtoms.ts';
import { useLoginController } from './useLoginController.ts';

/** The login popup (spec §2), connected: opened from the header, /login, a guarded route or an expired session. */
export function LoginPopup() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const onLoggedIn = useCallback(() => {
    const target = safeInternalPath(searchParams.get('redirect'));
    if (target) void navigate(target, { replace: true });
    else if (pathname === paths.login.path) void navigate(paths.home.path, { replace: true });
  }, [navigate, pathname, searchParams]);
  const login = useLoginController(onLoggedIn);
  // The tab row depends on a white-label switch: open once it is known, so the form never changes shape under the user's fingers.
  const settingsKnown = useAtomValue(whiteLabelSettledAtom);
  const setForgotPassword = useSetAtom(forgotPasswordPopupAtom);

  const close = () => {
    login.close();
    // /login is the popup itself: closing it leaves for home.
    if (pathname === paths.login.path) void navigate(paths.home.path, { replace: true });
  };

  return (
    <LoginModal
      open={login.open && settingsKnown}
      onClose={close}
      tab={login.tab}
      smsLoginEnabled={login.smsLoginEnabled}
      onTabChange={login.setTab}
      {...login.form}
      {...login.sms}
      // Spec §8: an ended session (HTTP 401) opens this popup with 'You are not logged in, please login'.
      formError={
        login.form.formError ?? (login.notice === 'session-expired' ? notLoggedInMessage : undefined)
      }
      captcha={login.captcha}
      onRefreshCaptcha={login.refreshCaptcha}
      onRegister={() => {
        login.close();
        void navigate(paths.register.path);
      }}
      onForgotPassword={() => {
        login.close();
        setForgotPassword({ open: true, tab: null });
      }}
      onFreePlay={login.freePlayEnabled ? () => void login.freePlay() : undefined}
    />
  );
}
