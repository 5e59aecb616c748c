import { RegisterModal } from '@sorte/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../paths.ts';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import { openLoginPopupAtom } from '../../state/popupAtoms.ts';
import { whiteLabelSettledAtom } from '../../state/systemAtoms.ts';
import { useRegisterController } from './useRegisterController.ts';

/** The registration popup (spec §2), connected: opened by /register, the header, the right bar and the login popup. */
export function RegisterPopup() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const openLoginPopup = useSetAtom(openLoginPopupAtom);
  // Spec §4 Register: on success it logs in, closes and goes to /.
  const onRegistered = useCallback(() => void navigate(paths.home.path, { replace: true }), [navigate]);
  const register = useRegisterController(onRegistered);
  const settingsKnown = useAtomValue(whiteLabelSettledAtom);
  // Issue 26 item 1: under Brazil's rules the risk warning shows at registration.
  const brazil = useAtomValue(requiredConfigAtom).jurisdiction === 'BR';

  const leaveRegisterPath = () => {
    if (pathname === paths.register.path) void navigate(paths.home.path, { replace: true });
  };

  return (
    <RegisterModal
      riskWarning={brazil}
      mandatoryLimits={register.mandatoryLimits}
      open={register.open && settingsKnown}
      onClose={() => {
        register.close();
        leaveRegisterPath();
      }}
      tabs={register.tabs}
      tab={register.tab}
      onTabChange={register.setTab}
      fields={register.fields}
      {...register.form}
      {...register.sms}
      confirmations={register.confirmations}
      onConfirmationChange={register.confirm}
      captcha={register.captcha}
      onRefreshCaptcha={register.refreshCaptcha}
      onLogin={() => {
        register.close();
        leaveRegisterPath();
        openLoginPopup();
      }}
    />
  );
}
