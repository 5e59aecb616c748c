import { useAtomValue } from 'jotai';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useState } from 'react';
import { withCatalog } from '../i18n/i18n.ts';
import { whenIdle } from '../lib/whenIdle.ts';
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
  shownWarningAtom,
} from '../state/popupAtoms.ts';
import { pendingPasswordChangeAtom } from '../state/sessionAtoms.ts';

// Popups are code-split: none is needed to render a page, so their modules (dialogs, forms, tabs)
// stay out of the entry chunk. They are fetched once the loaded page is idle, or at the latest on first open.
// They are drawn in this order: a later one covers an earlier one.
export const popupLoaders = {
  // The member centre's pages speak from the member area's catalog, loaded beside them.
  memberCentre: () =>
    withCatalog('member', import('../features/member/MemberCentrePopup.tsx')).then((module) => ({
      default: module.MemberCentrePopup,
    })),
  idlePopups: () => import('./IdlePopups.tsx').then((module) => ({ default: module.IdlePopups })),
  customerService: () =>
    import('../features/content/CustomerServicePopup.tsx').then((module) => ({
      default: module.CustomerServicePopup,
    })),
  announcements: () =>
    import('../features/content/AnnouncementPopup.tsx').then((module) => ({
      default: module.AnnouncementPopup,
    })),
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
  login: () => import('../features/login/LoginPopup.tsx').then((module) => ({ default: module.LoginPopup })),
  changePassword: () =>
    import('../features/password/ChangePasswordPopup.tsx').then((module) => ({
      default: module.ChangePasswordPopup,
    })),
  logout: () =>
    import('../features/session/LogoutConfirm.tsx').then((module) => ({ default: module.LogoutConfirm })),
  warning: () =>
    import('../features/session/WarningHost.tsx').then((module) => ({ default: module.WarningHost })),
};

type PopupName = keyof typeof popupLoaders;

const POPUP_ORDER = Object.keys(popupLoaders) as PopupName[];

const lazyPopups = Object.fromEntries(
  POPUP_ORDER.map((name) => [name, lazy<ComponentType>(popupLoaders[name])]),
) as Record<PopupName, LazyExoticComponent<ComponentType>>;

/** Mounted from the first time `open` is true: it then stays mounted, so it keeps its state and can animate closed. */
function PopupOnceOpen({ name, open }: { name: PopupName; open: boolean }) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const Popup = lazyPopups[name];
  return mounted || open ? (
    <Suspense fallback={null}>
      <Popup />
    </Suspense>
  ) : null;
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
    let cancelIdle: (() => void) | undefined;
    const preload = () => {
      setIdle(true);
      for (const load of Object.values(popupLoaders)) void load().catch(() => undefined);
    };
    const afterLoad = () => {
      timer = setTimeout(() => {
        cancelIdle = whenIdle(preload, 5000);
      }, PRELOAD_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, []);
  return idle;
}

/** The popups every page can raise (spec §2 Popups and modals); their open state lives in atoms. */
export function PopupHost() {
  const voluntaryChange = useAtomValue(changePasswordPopupOpenAtom);
  const forcedChange = useAtomValue(pendingPasswordChangeAtom) !== null;
  const open: Record<PopupName, boolean> = {
    memberCentre: useAtomValue(memberCentrePopupAtom) !== null,
    idlePopups: usePreloadWhenIdle(),
    customerService: useAtomValue(customerServicePopupOpenAtom),
    announcements: useAtomValue(announcementPopupOpenAtom),
    register: useAtomValue(registerPopupAtom).open,
    forgotPassword: useAtomValue(forgotPasswordPopupAtom).open,
    secondVerification: useAtomValue(secondVerificationAtom) !== null,
    login: useAtomValue(loginPopupAtom).open,
    changePassword: voluntaryChange || forcedChange,
    logout: useAtomValue(logoutConfirmOpenAtom),
    warning: useAtomValue(shownWarningAtom) !== null,
  };
  return (
    <>
      {POPUP_ORDER.map((name) => (
        <PopupOnceOpen key={name} name={name} open={open[name]} />
      ))}
    </>
  );
}
