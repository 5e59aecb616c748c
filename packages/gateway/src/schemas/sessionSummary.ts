import * as v from 'valibot';
import { looseNumber } from '../lenient.ts';
import { anyRecord, firstPresent, isoTime, isRecord } from '../lenientFields.ts';

// The session clock, the net position and the reality check (issue 26 items 3 and 4; UKGC RTS 13 and 14). The spec
// names no call for them: readings in the relay style of §7 (MCS2_…), each field accepted under its likely names. The
// reality check's interval is read with the session's figures (the gateway that counts the session keeps its
// interval) and set by a call of its own.

/** The session as the gateway counts it; times as epoch ms, money in the currency. */
export interface SessionSummaryReading {
  /** When the session began (login); absent: the site counts from the login it saw. */
  startedAt?: number;
  staked?: number;
  won?: number;
  /** Won minus staked; worked out from the two when the gateway does not say. */
  net?: number;
  /** The reality check's interval the player chose, in minutes (absent: not chosen). */
  realityCheckMinutes?: number;
}

const money = (raw: unknown): number | undefined => {
  if (raw === undefined) return undefined;
  const read = v.safeParse(looseNumber, raw);
  return read.success && Number.isFinite(read.output) ? read.output : undefined;
};

/**
 * value: `{ startedAt | sessionStart | startTime | loginTime | loginAt, staked | stake | betAmount | totalBet |
 * turnover, won | win | payout | winAmount | totalWin, net | netResult | profit | winLoss?, realityCheckMinutes |
 * realityCheckInterval | realityCheck | interval? }`, possibly in `{ data | session }`; times ISO, epoch ms or
 * yyyy-MM-dd HH:mm:ss. Every field may be missing: the site fills in what it can.
 */
export const SessionSummarySchema = v.pipe(
  v.union([anyRecord, v.undefined()]),
  v.transform((value): SessionSummaryReading => {
    const outer = value ?? {};
    const inner = firstPresent(outer, ['data', 'session', 'summary']);
    const raw = isRecord(inner) ? inner : outer;
    const out: SessionSummaryReading = {};
    const started = isoTime(
      firstPresent(raw, [
        'startedAt',
        'sessionStart',
        'sessionStartedAt',
        'startTime',
        'loginTime',
        'loginAt',
      ]),
    );
    if (started !== undefined) out.startedAt = Date.parse(started);
    const staked = money(firstPresent(raw, ['staked', 'stake', 'betAmount', 'totalBet', 'turnover']));
    const won = money(firstPresent(raw, ['won', 'win', 'payout', 'winAmount', 'totalWin']));
    const net = money(firstPresent(raw, ['net', 'netResult', 'profit', 'winLoss']));
    if (staked !== undefined) out.staked = Math.abs(staked);
    if (won !== undefined) out.won = Math.abs(won);
    if (net !== undefined) out.net = net;
    else if (staked !== undefined && won !== undefined) out.net = Math.round((won - staked) * 100) / 100;
    const minutes = money(
      firstPresent(raw, ['realityCheckMinutes', 'realityCheckInterval', 'realityCheck', 'interval']),
    );
    if (minutes !== undefined && minutes > 0) out.realityCheckMinutes = minutes;
    return out;
  }),
);

/** The reality check's interval the player chose, in whole minutes (15 to 120). */
export const RealityCheckRequestSchema = v.object({ minutes: v.number() });
export type RealityCheckRequest = v.InferOutput<typeof RealityCheckRequestSchema>;
