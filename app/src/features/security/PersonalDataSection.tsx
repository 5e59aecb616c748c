import { PersonalData } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { accountSecurityCallsAtom } from '../../lib/accountSecurityGateway.ts';
import { failureKind } from '../../lib/errors/index.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { isOffered, NOT_OFFERED } from '../../lib/missingCall/missingCall.ts';
import { customerServicePopupOpenAtom } from '../../state/popupAtoms.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { personalDataQuery } from './api.ts';

/**
 * Security centre: the player's personal data, read only (GET /wps/member/info/personal, a reading; the gateway
 * offers no call to change it, so changes go through customer service, which opens from here).
 */
export function PersonalDataSection() {
  const calls = useAtomValue(accountSecurityCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const openCustomerService = useSetAtom(customerServicePopupOpenAtom);
  const personal = useQuery(personalDataQuery(calls, token));
  return (
    <PersonalData
      status={loadStatusOf(personal)}
      {...(personal.isError ? { failure: failureKind(personal.error) } : {})}
      onRetry={() => void personal.refetch()}
      data={isOffered(personal.data) ? personal.data : {}}
      notOffered={personal.data === NOT_OFFERED}
      onContactSupport={() => openCustomerService(true)}
    />
  );
}
