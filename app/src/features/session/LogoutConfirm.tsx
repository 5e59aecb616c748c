import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@sorte/ui';
import { useAtom, useStore } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../paths.ts';
import { logoutConfirmOpenAtom } from '../../state/popupAtoms.ts';
import { logout } from './sessionActions.ts';

/** Spec §4 Logout: confirm dialog, loader, logout call, go to /. */
export function LogoutConfirm() {
  const { t } = useLingui();
  const store = useStore();
  const navigate = useNavigate();
  const [open, setOpen] = useAtom(logoutConfirmOpenAtom);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await logout(store);
    } finally {
      setPending(false);
      setOpen(false);
      void navigate(paths.home.path);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t`Sair`}
      message={t`Tem certeza de que deseja sair da sua conta?`}
      confirmLabel={t`Sair`}
      pending={pending}
      onConfirm={() => void confirm()}
      onCancel={() => setOpen(false)}
    />
  );
}
