import { useLingui } from '@lingui/react/macro';
import { routeAfterLogout } from '@sorte/domain';
import { ConfirmDialog } from '@sorte/ui';
import { useMutation } from '@tanstack/react-query';
import { useAtom, useStore } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { isAgentCentrePath } from '../../agentPaths.ts';
import { paths } from '../../paths.ts';
import { logoutConfirmOpenAtom } from '../../state/popupAtoms.ts';
import { logout } from './sessionActions.ts';

/** Spec §4 Logout: confirm dialog, loader, logout call, go to / (or /agent from the agent centre). */
export function LogoutConfirm() {
  const { t } = useLingui();
  const store = useStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useAtom(logoutConfirmOpenAtom);
  // The logout call is a mutation of the app's client like every other write.
  const logoutMutation = useMutation({ mutationKey: ['logout'], mutationFn: () => logout(store) });

  const confirm = async () => {
    try {
      await logoutMutation.mutateAsync();
    } finally {
      setOpen(false);
      // Spec §2: logout from the agent centre returns to /agent.
      void navigate(paths[routeAfterLogout(isAgentCentrePath(pathname))].path);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t`Sair`}
      message={t`Tem certeza de que deseja sair da sua conta?`}
      confirmLabel={t`Sair`}
      pending={logoutMutation.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => setOpen(false)}
    />
  );
}
