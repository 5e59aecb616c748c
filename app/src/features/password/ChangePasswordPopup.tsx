import { useLingui } from '@lingui/react/macro';
import { ChangePasswordModal } from '@sorte/ui';
import { useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../paths.ts';
import { isAgentAtom, memberAtom, storedNamesAtom } from '../../state/sessionAtoms.ts';
import { useChangePasswordController } from './useChangePasswordController.ts';

/** The change-password popup (spec §2), connected: forced after login, or opened from the member menu. */
export function ChangePasswordPopup() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const member = useAtomValue(memberAtom);
  const storedNames = useAtomValue(storedNamesAtom);
  const store = useStore();
  // Read when the change is done (member info has just been reloaded): an agent's home is the agent centre.
  const goHome = useCallback(
    () => void navigate(store.get(isAgentAtom) ? paths.agentHome.path : paths.home.path),
    [navigate, store],
  );
  const controller = useChangePasswordController(goHome);
  const { minLength, maxLength } = controller.passwordRule;

  return (
    <ChangePasswordModal
      open={controller.open}
      onClose={controller.close}
      dismissible={!controller.forced}
      requireOldPassword={!controller.forced}
      reason={controller.reason}
      {...controller.form}
      newPasswordHint={t`De ${minLength} a ${maxLength} caracteres.`}
      username={member?.account ?? storedNames.account ?? undefined}
    />
  );
}
