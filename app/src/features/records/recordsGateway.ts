import { type RecordsCalls, recordsCalls, recordsEndpoints } from '@sorte/gateway';
import { atom } from 'jotai';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';

/** The records' calls over the entry's gateway client; their schemas load with the record pages. */
export const recordsCallsAtom = atom<RecordsCalls>((get) =>
  recordsCalls(get(requiredGatewayAtom).withEndpoints(recordsEndpoints).call),
);
