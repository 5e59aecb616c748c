import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { customerServicePopupOpenAtom } from '../../state/popupAtoms.ts';

/** Opens customer service (spec §2): the live-chat services and the operator's channel, in a popup. */
export function useCustomerService(): () => void {
  const setOpen = useSetAtom(customerServicePopupOpenAtom);
  return useCallback(() => setOpen(true), [setOpen]);
}
