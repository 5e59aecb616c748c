import {
  type PlaySessionCalls,
  playSessionCalls,
  type RecordsCalls,
  recordsCalls,
  recordsEndpoints,
  sessionSummaryEndpoints,
} from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';

/** The session summary's calls over the entry's gateway client; their schemas load with the session's host. */
export const playSessionCallsAtom = atom<PlaySessionCalls>((get) =>
  playSessionCalls(get(requiredGatewayAtom).withEndpoints(sessionSummaryEndpoints).call),
);

/** The betting record (§7), read when the gateway has no session summary: the bets since the session began. */
export const sessionRecordsCallsAtom = atom<RecordsCalls>((get) =>
  recordsCalls(get(requiredGatewayAtom).withEndpoints(recordsEndpoints).call),
);
