import { ContractAnswerToasts } from '@sorte/ui/agent';
import { useAtomValue } from 'jotai';
import { useRecordFormats } from '../../../lib/recordList/useRecordFormats.ts';
import { memberAtom, sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { useAllContracts } from './api.ts';
import { useContractAnswers, useContractAnswerWatch } from './contractAnswerNotices.ts';
import { contractCallsAtom } from './contractsGateway.ts';

/**
 * Issue 23 item 6: the toasts of the downlines' answers to the agent's contract requests, mounted once in the agent
 * centre's shell so an answer shows on whatever agent page is open, once.
 */
export function ContractAnswerHost() {
  const token = useAtomValue(sessionTokenAtom);
  const memberId = useAtomValue(memberAtom)?.id ?? '';
  const contracts = useAllContracts(useAtomValue(contractCallsAtom), token);
  useContractAnswerWatch(contracts.contracts, contracts.status === 'ready', memberId);
  const { fresh, dismiss } = useContractAnswers(memberId);
  const formats = useRecordFormats();
  return <ContractAnswerToasts answers={fresh} onDismiss={dismiss} formats={formats} />;
}
