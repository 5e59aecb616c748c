import { FormMessage, MissionBoard } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { cashierFailureText, useMoneyIntent } from '../cashier/index.ts';
import { failureKind } from '../errors/index.ts';
import { leaderboardQuery, missionsQuery } from './api.ts';
import { useRewards } from './useRewards.ts';

/** missionLeaderboard (§2, §7 MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard): progress, claims, ranking. */
export function MissionsPage() {
  const { calls, token, reread } = useRewards();
  const locale = useAtomValue(formatLocaleAtom);
  const currency = useAtomValue(moneyCurrencyAtom);
  const missions = useQuery(missionsQuery(calls, token));
  const leaderboard = useQuery(leaderboardQuery(calls, token));
  const claim = useMoneyIntent('mission-claim', () => reread('missions'));
  const [claimingId, setClaimingId] = useState<string | null>(null);
  const [failure, setFailure] = useState<ReturnType<typeof cashierFailureText> | null>(null);
  const [now] = useState(() => Date.now());

  return (
    <>
      {failure !== null ? <FormMessage message={failure} /> : null}
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
        onClaim={async (missionId) => {
          setFailure(null);
          setClaimingId(missionId);
          try {
            await claim.send({ missionId }, (idempotencyKey) =>
              calls.claimMission(missionId, { idempotencyKey }),
            );
            claim.settle();
            await reread('missions');
          } catch (error) {
            setFailure(cashierFailureText(error));
          } finally {
            setClaimingId(null);
          }
        }}
      />
    </>
  );
}
