import type { ClaimPromotionResult } from '@sorte/gateway';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useMoneyIntent } from '../cashier/index.ts';
import { claimRafflePromotion } from './api.ts';
import { rewardsCallsAtom } from './rewardsGateway.ts';

/**
 * §7 MCS2_claimRafflePromotion as a money action (one Idempotency-Key per intent, kept across retries and reloads):
 * the reward centre's raffles and the red envelopes. `reread` reads again what a claim changed; `onError` gets the
 * refusal. `won` is the last claim's answer until `closeResult`.
 */
export function useRaffleClaim(reread: () => Promise<unknown>, onError: (error: unknown) => void) {
  const calls = useAtomValue(rewardsCallsAtom);
  const claim = useMoneyIntent('raffle-claim', reread);
  const [claimingId, setClaimingId] = useState<string | null>(null);
  const [won, setWon] = useState<{ promotionId: string; result: ClaimPromotionResult } | null>(null);

  const claimRaffle = async (promotionId: string) => {
    setClaimingId(promotionId);
    try {
      const result = await claim.send({ promotionId }, (idempotencyKey) =>
        claimRafflePromotion(calls, promotionId, idempotencyKey),
      );
      setWon({ promotionId, result });
      await reread();
    } catch (error) {
      onError(error);
    } finally {
      setClaimingId(null);
    }
  };

  const closeResult = () => {
    setWon(null);
    claim.settle();
  };

  return { claimingId, won, claimRaffle, closeResult };
}
