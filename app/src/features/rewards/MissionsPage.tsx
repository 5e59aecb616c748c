import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@sorte/domain';
import { FormMessage, MissionBoard } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { failureKind } from '../../lib/errors/index.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import {
  actionFailureText,
  rememberMissing,
  useCallKnownMissing,
} from '../../lib/missingCall/missingCall.ts';
import { pauseOrFailureText } from '../../lib/pauses/pauseText.ts';
import { cashierFailureText, useMoneyIntent } from '../cashier/index.ts';
import { claimMission, leaderboardQuery, missionsQuery } from './api.ts';
import { useRewards } from './useRewards.ts';

/** missionLeaderboard (§2, §7 MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard): progress, claims, ranking. */
export function MissionsPage() {
  const { calls, token, client, reread } = useRewards();
  const locale = useAtomValue(formatLocaleAtom);
  const currency = useAtomValue(moneyCurrencyAtom);
  const missions = useQuery(missionsQuery(calls, token));
  const leaderboard = useQuery(leaderboardQuery(calls, token));
  const claim = useMoneyIntent('mission-claim', () => reread('missions'));
  const [claimingId, setClaimingId] = useState<string | null>(null);
  // A reading (issue 24 item 4): on a gateway without the claim call, the missions show what is ready, no button.
  const claimMissing = useCallKnownMissing('claimMission');
  const [failure, setFailure] = useState<ReturnType<typeof cashierFailureText> | null>(null);
  // Issue 23 defect 10: a claim says what it paid, as the raffle and the point conversion do.
  const [claimed, setClaimed] = useState<{ title: string; amount: number } | null>(null);
  const [now] = useState(() => Date.now());
  const { t } = useLingui();

  return (
    <>
      {failure !== null ? <FormMessage message={failure} /> : null}
      {claimed !== null ? (
        <FormMessage
          tone="info"
          message={t`Recompensa de ${formatMoney(claimed.amount, { currency, locale })} creditada: ${claimed.title}.`}
        />
      ) : null}
      <MissionBoard
        missions={{
          status: loadStatusOf(missions),
          items: missions.data ?? [],
          ...(missions.isError ? { failure: failureKind(missions.error) } : {}),
        }}
        leaderboard={{
          status: loadStatusOf(leaderboard),
          entries: leaderboard.data ?? [],
          ...(leaderboard.isError ? { failure: failureKind(leaderboard.error) } : {}),
        }}
        now={now}
        claimingId={claimingId}
        currency={currency}
        locale={locale}
        onRetry={() => {
          if (missions.isError) void missions.refetch();
          if (leaderboard.isError) void leaderboard.refetch();
        }}
        onClaim={
          claimMissing
            ? undefined
            : async (missionId) => {
                setFailure(null);
                setClaimed(null);
                setClaimingId(missionId);
                const mission = missions.data?.find((item) => item.id === missionId);
                try {
                  const paid = await claim.send({ missionId }, (idempotencyKey) =>
                    claimMission(calls, missionId, idempotencyKey),
                  );
                  claim.settle();
                  setClaimed({ title: mission?.title ?? '', amount: paid?.reward ?? mission?.reward ?? 0 });
                  await reread('missions');
                } catch (error) {
                  rememberMissing(client, 'claimMission', error);
                  setFailure(
                    pauseOrFailureText(error, locale, (e) => actionFailureText(e, cashierFailureText)),
                  );
                } finally {
                  setClaimingId(null);
                }
              }
        }
      />
    </>
  );
}
