import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { withCatalog } from '../i18n/i18n.ts';
import {
  announcementPopupOpenAtom,
  changePasswordPopupOpenAtom,
  customerServicePopupOpenAtom,
  forgotPasswordPopupAtom,
  loginPopupAtom,
  logoutConfirmOpenAtom,
  memberCentrePopupAtom,
  registerPopupAtom,
  secondVerificationAtom,
  warningDialogAtom,
} from '../state/popupAtoms.ts';
import { pendingPasswordChangeAtom } from '../state/sessionAtoms.ts';

// Popups are code-split: none is needed to render a page, so their modules (dialogs, forms, tabs)
// stay out of the entry chunk. They are fetched once the loaded page is idle, or at the latest on first open.
export const popupLoaders = {
  login: () => import('../features/login/LoginPopup.tsx').then((module) => ({ default: module.LoginPopup })),
  changePassword: () =>
    import('../features/password/ChangePasswordPopup.tsx').then((module) => ({
      default: module.ChangePasswordPopup,
    })),
  logout: () =>
    import('../features/session/LogoutConfirm.tsx').then((module) => ({ default: module.LogoutConfirm })),
  warning: () =>
    import('../features/session/WarningHost.tsx').then((module) => ({ default: module.WarningHost })),
  register: () =>
    import('../features/register/RegisterPopup.tsx').then((module) => ({ default: module.RegisterPopup })),
  forgotPassword: () =>
    import('../features/forgotPassword/ForgotPasswordPopup.tsx').then((module) => ({
      default: module.ForgotPasswordPopup,
    })),
  secondVerification: () =>
    import('../features/secondVerification/SecondVerificationPopup.tsx').then((module) => ({
      default: module.SecondVerificationPopup,
    })),
  announcements: () =>
    import('../features/content/AnnouncementPopup.tsx').then((module) => ({
      default: module.AnnouncementPopup,
    })),
  customerService: () =>
    import('../features/content/CustomerServicePopup.tsx').then((module) => ({
      default: module.CustomerServicePopup,
    })),
  // The member centre's pages speak from the member area's catalog, loaded beside them.
  memberCentre: () =>
    withCatalog('member', import('../features/member/MemberCentrePopup.tsx')).then((module) => ({
      default: module.MemberCentrePopup,
    })),
  idlePopups: () => import('./IdlePopups.tsx').then((module) => ({ default: module.IdlePopups })),
};

const AnnouncementPopup = lazy(popupLoaders.announcements);
const IdlePopups = lazy(popupLoaders.idlePopups);
const MemberCentrePopup = lazy(popupLoaders.memberCentre);
const CustomerServicePopup = lazy(popupLoaders.customerService);
const LoginPopup = lazy(popupLoaders.login);
const ChangePasswordPopup = lazy(popupLoaders.changePassword);
const LogoutConfirm = lazy(popupLoaders.logout);
const WarningHost = lazy(popupLoaders.warning);
const RegisterPopup = lazy(popupLoaders.register);
const ForgotPasswordPopup = lazy(popupLoaders.forgotPassword);
const SecondVerificationPopup = lazy(popupLoaders.secondVerification);

/** True from the first time `open` is true: the popup then stays mounted, so it keeps its state and can animate closed. */
function useMountedOnceOpen(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return mounted || open;
}

/** The popups' code is fetched this long after the page has loaded, when the browser is next idle. */
const PRELOAD_AFTER_LOAD_MS = 1500;

/**
 * True once the loaded page has gone idle; popups are fetched then. Not earlier: while the page is loading they
 * would compete with it; and not on the first interaction either, whose response they would slow down.
 */
function usePreloadWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idleHandle: number | undefined;
    const preload = () => {
      setIdle(true);
      for (const load of Object.values(popupLoaders)) void load().catch(() => undefined);
    };
    const afterLoad = () => {
      timer = setTimeout(() => {
        if ('requestIdleCallback' in window)
          idleHandle = window.requestIdleCallback(preload, { timeout: 5000 });
        else preload();
      }, PRELOAD_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      clearTimeout(timer);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    };
  }, []);
  return idle;
}

/** The popups every page can raise (spec §2 Popups and modals); their open state lives in atoms. */
export function PopupHost() {
  const idle = usePreloadWhenIdle();
  const announcements = useMountedOnceOpen(useAtomValue(announcementPopupOpenAtom));
  const customerService = useMountedOnceOpen(useAtomValue(customerServicePopupOpenAtom));
  const login = useMountedOnceOpen(useAtomValue(loginPopupAtom).open);
  const voluntaryChange = useAtomValue(changePasswordPopupOpenAtom);
  const forcedChange = useAtomValue(pendingPasswordChangeAtom) !== null;
  const changePassword = useMountedOnceOpen(voluntaryChange || forcedChange);
  const logout = useMountedOnceOpen(useAtomValue(logoutConfirmOpenAtom));
  const warning = useMountedOnceOpen(useAtomValue(warningDialogAtom) !== null);
  const register = useMountedOnceOpen(useAtomValue(registerPopupAtom).open);
  const forgotPassword = useMountedOnceOpen(useAtomValue(forgotPasswordPopupAtom).open);
  const secondVerification = useMountedOnceOpen(useAtomValue(secondVerificationAtom) !== null);
  const memberCentre = useMountedOnceOpen(useAtomValue(memberCentrePopupAtom) !== null);
  return (
    <>
      {memberCentre ? (
        <Suspense fallback={null}>
          <MemberCentrePopup />
        </Suspense>
      ) : null}
      {idle ? (
        <Suspense fallback={null}>
          <IdlePopups />
        </Suspense>
      ) : null}
      {customerService ? (
        <Suspense fallback={null}>
          <CustomerServicePopup />
        </Suspense>
      ) : null}
      {announcements ? (
        <Suspense fallback={null}>
          <AnnouncementPopup />
        </Suspense>
      ) : null}
      {register ? (
        <Suspense fallback={null}>
          <RegisterPopup />
        </Suspense>
      ) : null}
      {forgotPassword ? (
        <Suspense fallback={null}>
          <ForgotPasswordPopup />
        </Suspense>
      ) : null}
      {secondVerification ? (
        <Suspense fallback={null}>
          <SecondVerificationPopup />
        </Suspense>
      ) : null}
      {login ? (
        <Suspense fallback={null}>
          <LoginPopup />
        </Suspense>
      ) : null}
      {changePassword ? (
        <Suspense fallback={null}>
          <ChangePasswordPopup />
        </Suspense>
      ) : null}
      {logout ? (
        <Suspense fallback={null}>
          <LogoutConfirm />
        </Suspense>
      ) : null}
      {warning ? (
        <Suspense fallback={null}>
          <WarningHost />
        </Suspense>
      ) : null}
    </>
  );
}
