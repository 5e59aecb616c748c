import type { MessageDescriptor } from '@lingui/core';
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

/** A blocking warning with one confirm button (spec §8: failed SMS send, in_need_true_account). */
export const warningDialogAtom = atom<null | { message: MessageDescriptor | string }>(null);

/** The global route/action loader (spec §2: hidden after each navigation). */
export const loaderCountAtom = atom(0);

/** The voluntary change-password popup, opened from the member menu (spec §2 Popups and modals). */
export const changePasswordPopupOpenAtom = atom(false);
