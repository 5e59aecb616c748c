import { ForgotPasswordModal } from '@sorte/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../paths.ts';
import { openLoginPopupAtom } from '../../state/popupAtoms.ts';
import { whiteLabelSettledAtom } from '../../state/systemAtoms.ts';
import { useForgotPasswordController } from './useForgotPasswordController.ts';

/** The forgot-password popup (spec §2), opened from the login popup. */
export function ForgotPasswordPopup() {
  const navigate = useNavigate();
  const openLoginPopup = useSetAtom(openLoginPopupAtom);
  // Spec §4: by phone, after success the user is logged in and sent to /.
  const onLoggedIn = useCallback(() => void navigate(paths.home.path, { replace: true }), [navigate]);
  const forgot = useForgotPasswordController(onLoggedIn);
  const settingsKnown = useAtomValue(whiteLabelSettledAtom);

  return (
    <ForgotPasswordModal
      open={forgot.open && settingsKnown}
      onClose={forgot.close}
      tabs={forgot.tabs}
      tab={forgot.tab}
      onTabChange={forgot.setTab}
      emailSent={forgot.emailSent}
      {...forgot.form}
      {...forgot.sms}
      onBackToLogin={() => {
        forgot.close();
        openLoginPopup();
      }}
    />
  );
}
