import type { MessageDescriptor } from '@lingui/core';
import type { ForgotPasswordTab, MemberCentreItem, RegisterTab } from '@sorte/domain';
import type { LoginRequest, SecondVerificationChallenge } from '@sorte/gateway';
import { atom } from 'jotai';

export type LoginTab = 'username' | 'sms';

/** Modal open state lives here (or in the URL), never inside ui components. */
export const loginPopupAtom = atom<{ open: boolean; tab: LoginTab; notice: 'session-expired' | null }>({
  open: false,
  tab: 'username',
  notice: null,
});

export const logoutConfirmOpenAtom = atom(false);

/** The registration popup's referral code from /register?referralCode=… (spec §2), kept for the register form. */
export const referralCodeAtom = atom<string | null>(null);

/** §8 "Login needed": opens the login popup on the tab it was last on. The one way code asks for it. */
export const openLoginPopupAtom = atom(null, (_get, set) => {
  set(loginPopupAtom, (previous) => ({ ...previous, open: true }));
});

/**
 * A blocking warning with one confirm button (spec §8: failed SMS send, in_need_true_account); `next:
 * 'customer-service'`: the button opens customer service (spec §8 quota-exceeded).
 */
export interface Warning {
  message: MessageDescriptor | string;
  next?: 'customer-service';
}

const warningDialogAtom = atom<Warning | null>(null);

/** The warning on show, or null: read by its host and by the popup queue. */
export const shownWarningAtom = atom((get) => get(warningDialogAtom));

/** Shows a blocking warning (replacing one on show). The one way code asks for it. */
export const showWarningAtom = atom(null, (_get, set, warning: Warning) => set(warningDialogAtom, warning));

/** Closes the warning on show: its confirm button, or Esc. */
export const dismissWarningAtom = atom(null, (_get, set) => set(warningDialogAtom, null));

/** The global route/action loader (spec §2: hidden after each navigation). */
export const loaderCountAtom = atom(0);

/** The voluntary change-password popup, opened from the member menu (spec §2 Popups and modals). */
export const changePasswordPopupOpenAtom = atom(false);

/** The registration popup (spec §2), opened by /register, the header and the login popup. */
export const registerPopupAtom = atom<{ open: boolean; tab: RegisterTab }>({ open: false, tab: 'username' });

/** The forgot-password popup (spec §2); `tab` null: the white-label default. */
export const forgotPasswordPopupAtom = atom<{ open: boolean; tab: ForgotPasswordTab | null }>({
  open: false,
  tab: null,
});

/** A username login the gateway holds back for a new-IP second verification (spec §4); kept in memory only. */
export interface PendingSecondVerification {
  challenge: SecondVerificationChallenge;
  request: Extract<LoginRequest, { type: 'username' }>;
  rememberMe: boolean;
  /** Started from the agent-only form of /agent: only an agent may stay logged in afterwards. */
  agentOnly?: boolean;
}

export const secondVerificationAtom = atom<PendingSecondVerification | null>(null);

/** The announcement popup (spec §2), opened from the header's notice icon. */
export const announcementPopupOpenAtom = atom(false);

/** Customer service (spec §2): the live-chat services and the operator's channel. */
export const customerServicePopupOpenAtom = atom(false);

/**
 * §2 "member centre (shown on flags)": one member-centre page over the current one (the member dropdown's deposit
 * and withdraw), without leaving it; null when closed.
 */
export const memberCentrePopupAtom = atom<MemberCentreItem | null>(null);

/**
 * True while a dialog the player opened (or one that answers what they did) is open. The popups that open by
 * themselves (§4 public popups, §2 contract popup) wait behind it: never over a login, a registration, a warning.
 */
export const playerDialogOpenAtom = atom(
  (get) =>
    get(loginPopupAtom).open ||
    get(registerPopupAtom).open ||
    get(forgotPasswordPopupAtom).open ||
    get(secondVerificationAtom) !== null ||
    get(changePasswordPopupOpenAtom) ||
    get(logoutConfirmOpenAtom) ||
    get(warningDialogAtom) !== null ||
    get(memberCentrePopupAtom) !== null ||
    get(customerServicePopupOpenAtom) ||
    get(announcementPopupOpenAtom),
);

/**
 * §2 contract popup: whether a contract awaits the logged-in member's answer (null: not known yet). The public popups
 * open only once it is known that none does.
 */
export const contractPopupWaitingAtom = atom<boolean | null>(null);
