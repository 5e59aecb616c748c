import {
  dueRealityCheck,
  nextRealityCheckAt,
  realityCheckMinutes,
  type SessionPosition,
  sessionClock,
} from '@sorte/domain';
import { type RealityCheckChoice, RealityCheckDialog, SessionClock } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { formatMoneyAtom } from '../../i18n/formats.ts';
import { isOffered, NOT_OFFERED } from '../../lib/missingCall/missingCall.ts';
import { memberPath } from '../../paths.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { logout } from '../session/index.ts';
import {
  playSessionCallsAtom,
  sessionBetsQuery,
  sessionRecordsCallsAtom,
  sessionSummaryQuery,
} from './api.ts';
import { sessionClockRecordAtom } from './sessionClockRecord.ts';

/** The header the clock hangs from: found by its navigation row, so the header needs no mark of its own. */
const headerElement = () => document.querySelector('[data-shell-nav]')?.parentElement ?? null;

/** The one ticking timer: only this small component re-renders every second, never the header around it. */
function SessionClockTicker({ startedAt, net }: { startedAt: number; net: number | null }) {
  const formatAmount = useAtomValue(formatMoneyAtom);
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <SessionClock elapsed={sessionClock(startedAt, now)} net={net} formatAmount={formatAmount} />;
}

/** The session's stakes and wins: the gateway's summary, else the betting record since the session began. */
function usePosition(startedAt: number | null) {
  const token = useAtomValue(sessionTokenAtom);
  const summary = useQuery(sessionSummaryQuery(useAtomValue(playSessionCallsAtom), token));
  const read = isOffered(summary.data) ? summary.data : undefined;
  const fromSummary: SessionPosition | null =
    read?.staked !== undefined && read.won !== undefined
      ? { staked: read.staked, won: read.won, net: read.net ?? read.won - read.staked }
      : null;
  const bets = useQuery(
    sessionBetsQuery(
      useAtomValue(sessionRecordsCallsAtom),
      token,
      startedAt,
      summary.data === NOT_OFFERED || (read !== undefined && fromSummary === null),
    ),
  );
  const position = fromSummary ?? (isOffered(bets.data) ? bets.data : null);
  const refresh = () => {
    void summary.refetch();
    if (fromSummary === null) void bets.refetch();
  };
  return { read, position, refresh };
}

/**
 * While a member is logged in (issue 26 items 3 and 4): the session clock hung below the header (so on every page,
 * game pages included) and the reality check at the chosen interval, once per interval, until the player chooses.
 * Loaded with the member area, never with the first page.
 */
export function SessionHost() {
  const store = useStore();
  const navigate = useNavigate();
  const formatAmount = useAtomValue(formatMoneyAtom);
  const record = useAtomValue(sessionClockRecordAtom);
  const updateRecord = useSetAtom(sessionClockRecordAtom);
  const [header] = useState(headerElement);
  const { read, position, refresh } = usePosition(record?.startedAt ?? null);
  const startedAt = read?.startedAt ?? record?.startedAt ?? null;
  const minutes = realityCheckMinutes(record?.minutes ?? read?.realityCheckMinutes);
  const answeredAt = record?.answeredAt ?? null;
  /** When the check on screen opened (its duration is the session's at that moment). */
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const [pending, setPending] = useState<RealityCheckChoice | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh is read when the check opens, not a trigger
  useEffect(() => {
    if (startedAt === null || answeredAt === null || openedAt !== null) return;
    const dueAt = nextRealityCheckAt(startedAt, minutes, dueRealityCheck(startedAt, minutes, answeredAt));
    // The wall clock, read every second, rather than one long timeout: a timeout's time stops while the device
    // sleeps or the tab is throttled, and the check would come late.
    const timer = setInterval(() => {
      if (Date.now() < dueAt) return;
      clearInterval(timer);
      refresh();
      setOpenedAt(Date.now());
    }, 1000);
    return () => clearInterval(timer);
  }, [startedAt, minutes, answeredAt, openedAt]);

  const answer = () => {
    updateRecord({ answeredAt: Date.now() });
    setOpenedAt(null);
  };
  const choose = (choice: RealityCheckChoice) => {
    if (choice === 'logOut') {
      setPending('logOut');
      void logout(store).finally(() => setPending(undefined));
      return;
    }
    answer();
    if (choice === 'takeBreak') void navigate(memberPath('playerLimits'));
  };

  if (startedAt === null) return null;
  return (
    <>
      {header
        ? createPortal(<SessionClockTicker startedAt={startedAt} net={position?.net ?? null} />, header)
        : null}
      {openedAt === null ? null : (
        <RealityCheckDialog
          open
          elapsed={sessionClock(startedAt, openedAt)}
          staked={position?.staked ?? null}
          won={position?.won ?? null}
          net={position?.net ?? null}
          formatAmount={formatAmount}
          betRecordHref={memberPath('personalHistoryCopy')}
          onOpenBetRecord={() => {
            answer();
            void navigate(memberPath('personalHistoryCopy'));
          }}
          onChoose={choose}
          {...(pending ? { pending } : {})}
        />
      )}
    </>
  );
}
