import { WarningDialog } from '@sorte/ui';
import { useAtom } from 'jotai';
import { warningDialogAtom } from '../../state/popupAtoms.ts';

/** The one place warnings of spec §8 are shown (failed SMS send, in_need_true_account). */
export function WarningHost() {
  const [warning, setWarning] = useAtom(warningDialogAtom);
  return (
    <WarningDialog
      open={warning !== null}
      message={warning?.message ?? ''}
      onConfirm={() => setWarning(null)}
    />
  );
}
