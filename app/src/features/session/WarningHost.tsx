import { useLingui } from '@lingui/react/macro';
import { WarningDialog } from '@sorte/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCustomerService } from '../../lib/shell/index.ts';
import { dismissWarningAtom, shownWarningAtom } from '../../state/popupAtoms.ts';

/** The one place warnings of spec §8 are shown (failed SMS send, in_need_true_account). */
export function WarningHost() {
  const { t } = useLingui();
  const warning = useAtomValue(shownWarningAtom);
  const dismiss = useSetAtom(dismissWarningAtom);
  const openCustomerService = useCustomerService();
  const toCustomerService = warning?.next === 'customer-service';
  return (
    <WarningDialog
      open={warning !== null}
      message={warning?.message ?? ''}
      confirmLabel={toCustomerService ? t`Falar com o atendimento` : undefined}
      onConfirm={() => {
        dismiss();
        if (toCustomerService) openCustomerService();
      }}
      onClose={() => dismiss()}
    />
  );
}
