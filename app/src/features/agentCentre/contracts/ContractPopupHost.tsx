import { type ContractAction, formatMoney } from '@sorte/domain';
import type { FieldMessage } from '@sorte/ui';
import { ContractPopup } from '@sorte/ui/agent';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../../i18n/formats.ts';
import { requiredGatewayAtom } from '../../../state/configAtoms.ts';
import { sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { cashierFailureText } from '../../cashier/index.ts';
import { pendingContractsQuery } from './api.ts';
import { useContractActions } from './useContractActions.ts';

/**
 * §2 contract popup (logged in only): the new contract requests awaiting the member's answer, one at a time, with
 * Accept and Reject. Loaded by the popup host only once its check found one; closing it puts the rest off until
 * the next session.
 */
export function ContractPopupHost({ memberId }: { memberId: string }) {
  const gateway = useAtomValue(requiredGatewayAtom);
  const token = useAtomValue(sessionTokenAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const currency = useAtomValue(moneyCurrencyAtom);
  const pending = useQuery(pendingContractsQuery(gateway, token, memberId));
  const actions = useContractActions();
  const [closed, setClosed] = useState(false);
  const [answering, setAnswering] = useState<ContractAction | null>(null);
  const [error, setError] = useState<FieldMessage | undefined>();
  const waiting = pending.data ?? [];
  const contract = closed ? null : (waiting[0] ?? null);

  return (
    <ContractPopup
      contract={contract}
      more={Math.max(0, waiting.length - 1)}
      pending={answering}
      {...(error ? { error } : {})}
      formatAmount={(amount) => formatMoney(amount, { currency, locale })}
      onAnswer={async (answered, answer) => {
        if (answering) return;
        setError(undefined);
        setAnswering(answer);
        try {
          await actions.act(answered, answer);
        } catch (failure) {
          setError(cashierFailureText(failure));
        } finally {
          setAnswering(null);
        }
      }}
      onClose={() => {
        if (answering) return;
        setClosed(true);
      }}
    />
  );
}
