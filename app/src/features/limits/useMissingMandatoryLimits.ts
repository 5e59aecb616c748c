import { type LimitKind, missingMandatoryLimits } from '@sorte/domain';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isOffered } from '../../lib/missingCall/missingCall.ts';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import { isTrialAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { playerLimitsCallsAtom, playerLimitsQuery } from './api.ts';

const NONE: readonly LimitKind[] = [];

export interface MandatoryLimitsState {
  /** The mandatory limits not set. */
  missing: readonly LimitKind[];
  /** Whether `missing` is known: false only while a profile that asks for them has the limits still to read. */
  known: boolean;
}

/**
 * Issue 26 item 2 under `BR`: the mandatory limits (loss, playing time) this account has not set, which keep it from
 * depositing and launching games. None (not yet `known`) while the limits are read, without a profile that asks for
 * them, or when this gateway cannot say (no limits call): its own refusals still explain. A trial account is not asked: it plays no
 * money, cannot open the member centre where limits are set, and its own refusal (a real account needed) explains.
 */
export function useMissingMandatoryLimits(): MandatoryLimitsState {
  const { jurisdiction } = useAtomValue(requiredConfigAtom);
  const token = useAtomValue(sessionTokenAtom);
  const trial = useAtomValue(isTrialAtom);
  const asks = jurisdiction === 'BR' && token !== null && !trial;
  const limits = useQuery({
    ...playerLimitsQuery(useAtomValue(playerLimitsCallsAtom), token),
    enabled: asks,
  });
  if (!asks) return { missing: NONE, known: true };
  return {
    missing: isOffered(limits.data) ? missingMandatoryLimits(jurisdiction, limits.data) : NONE,
    known: !limits.isPending,
  };
}
