import { riskWarningMessage } from '@sorte/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import { showWarningAtom } from '../../state/popupAtoms.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';

const WARNED_SESSION_KEY = 'sorte.riskWarnedSession';

/**
 * Issue 26 item 1: under Brazil's rules the risk warning shows at every login: once per session (its token), so a
 * reload of the same session does not show it again. Mounted with the logged-in member's hosts, after the first
 * paint (never in the first load of /).
 */
export function LoginRiskWarning() {
  const brazil = useAtomValue(requiredConfigAtom).jurisdiction === 'BR';
  const token = useAtomValue(sessionTokenAtom);
  const setWarning = useSetAtom(showWarningAtom);
  useEffect(() => {
    if (!brazil || token === null || sessionStorage.getItem(WARNED_SESSION_KEY) === token) return;
    sessionStorage.setItem(WARNED_SESSION_KEY, token);
    setWarning({ message: riskWarningMessage });
  }, [brazil, token, setWarning]);
  return null;
}
