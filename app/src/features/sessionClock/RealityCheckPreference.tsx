import { realityCheckMinutes } from '@sorte/domain';
import { isCallMissing } from '@sorte/gateway/answers';
import { RealityCheckSetting, type RealityCheckSettingProps } from '@sorte/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { isOffered } from '../../lib/missingCall/missingCall.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import {
  playSessionCallsAtom,
  sessionSummaryKey,
  sessionSummaryQuery,
  setRealityCheckInterval,
} from './api.ts';
import { sessionClockRecordAtom } from './sessionClockRecord.ts';

/**
 * The reality check's interval in the limits centre (issue 26 item 4): sent to the gateway and kept for this session
 * at once; a gateway without MCS2_setRealityCheck (404) leaves it to this browser, and the setting says so.
 */
export function RealityCheckPreference() {
  const token = useAtomValue(sessionTokenAtom);
  const calls = useAtomValue(playSessionCallsAtom);
  const client = useQueryClient();
  const summary = useQuery(sessionSummaryQuery(calls, token));
  const record = useAtomValue(sessionClockRecordAtom);
  const updateRecord = useSetAtom(sessionClockRecordAtom);
  const [status, setStatus] = useState<NonNullable<RealityCheckSettingProps['status']>>('idle');
  const save = useMutation({
    mutationKey: ['session-summary', 'reality-check'],
    mutationFn: (minutes: number) => setRealityCheckInterval(calls, minutes),
    onMutate: () => setStatus('saving'),
    onSuccess: (_answer, minutes) => {
      updateRecord({ minutes });
      client.setQueryData(sessionSummaryKey(token), (before: unknown) =>
        isOffered(before) && typeof before === 'object'
          ? { ...before, realityCheckMinutes: minutes }
          : before,
      );
      setStatus('saved');
    },
    onError: (error, minutes) => {
      if (!isCallMissing(error)) return setStatus('failed');
      updateRecord({ minutes });
      setStatus('local');
    },
  });
  const read = isOffered(summary.data) ? summary.data : undefined;
  const minutes = save.isPending
    ? save.variables
    : realityCheckMinutes(record?.minutes ?? read?.realityCheckMinutes);
  return <RealityCheckSetting minutes={minutes} status={status} onChange={(next) => save.mutate(next)} />;
}
