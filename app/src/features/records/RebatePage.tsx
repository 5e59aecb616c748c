import type { RebateClaimResult } from '@sorte/domain';
import { CLAIM_ALL, RebatePanel } from '@sorte/ui/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { failureKind } from '../../lib/errors/index.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { isCallMissing, useCallKnownMissing } from '../../lib/missingCall/missingCall.ts';
import { NotOfferedNote } from '../../lib/missingCall/NotOfferedNote.tsx';
import { useRecordFormats } from '../../lib/recordList/useRecordFormats.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { useCashier, useMoneyAction } from '../cashier/index.ts';
import { claimRebate, rebatesQuery, recordKeys } from './api.ts';
import { recordsCallsAtom } from './recordsGateway.ts';

/**
 * Manual rebate (§2 manualRebate): what each game category pays back, claimed into the main wallet as a money
 * action (one Idempotency-Key per claim, never sent twice, checked again after an unknown outcome).
 */
export function RebatePage() {
  const calls = useAtomValue(recordsCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const client = useQueryClient();
  const { rereadBalances } = useCashier();
  const formats = useRecordFormats();
  const rebates = useQuery(rebatesQuery(calls, token));
  const [claiming, setClaiming] = useState<string | null>(null);
  const reread = useCallback(
    () => Promise.all([rereadBalances(), client.invalidateQueries({ queryKey: recordKeys.all(token) })]),
    [client, token, rereadBalances],
  );
  const claim = useMoneyAction<string | undefined, RebateClaimResult>({
    action: 'rebate-claim',
    send: (gameCategory, idempotencyKey) => claimRebate(calls, gameCategory, idempotencyKey),
    identify: (gameCategory) => ({ gameCategory: gameCategory ?? CLAIM_ALL }),
    recheck: reread,
    onSucceeded: () => void reread(),
    reading: 'rebateClaim',
  });
  const claimMissing = useCallKnownMissing('rebateClaim');

  // rebateCategories is a reading (issue 24 item 4): without it there is nothing to claim.
  if (rebates.isError && isCallMissing(rebates.error)) return <NotOfferedNote />;
  return (
    <RebatePanel
      categories={rebates.data ?? []}
      status={loadStatusOf(rebates)}
      failure={failureKind(rebates.error)}
      onRetry={() => void rebates.refetch()}
      formats={formats}
      claiming={claim.submitting ? claiming : null}
      outcome={claim.outcome}
      {...(claimMissing
        ? {}
        : {
            onClaim: (gameCategory: string | undefined) => {
              setClaiming(gameCategory ?? CLAIM_ALL);
              void claim.submit(gameCategory);
            },
          })}
      onCheckAgain={() => void claim.checkAgain()}
      {...(claim.canRetry ? { onRetryClaim: claim.retry } : {})}
    />
  );
}
