import { msg } from '@lingui/core/macro';
import { classifyLink } from '@sorte/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import { warningDialogAtom } from '../../state/popupAtoms.ts';

/**
 * Opens customer service: the operator's configured address (https, host on the allowlist) in a new tab.
 * The gateway's own customer-service list and live chat (csType, CBS) replace this with the player-site issue.
 */
export function useCustomerService(): () => void {
  const config = useAtomValue(requiredConfigAtom);
  const setWarning = useSetAtom(warningDialogAtom);
  return useCallback(() => {
    const target = classifyLink(config.customerServiceUrl, {
      origin: location.origin,
      allowedHosts: config.allowedLinkHosts,
    });
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
    else if (target.kind === 'internal') location.assign(target.path);
    else
      setWarning({
        message: msg`O atendimento ao cliente não está disponível no momento. Tente novamente mais tarde.`,
      });
  }, [config.allowedLinkHosts, config.customerServiceUrl, setWarning]);
}
