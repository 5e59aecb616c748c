import { realtimeSettlement } from '@sorte/domain';
import { SettlementCountdown } from '@sorte/ui/agent';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useRecordFormats } from '../../../lib/recordList/useRecordFormats.ts';
import { sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { agentReportKeys } from './api.ts';
import { SalaryRecordsPage } from './SalaryRecordsPage.tsx';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Real-time salary (§2 agentRealtimeSalary, §9 settled every 5 minutes): the next settlement counting down on the
 * platform clock above the settled slots; when a slot is settled the list is read again.
 */
export function RealtimeSalaryPage() {
  const formats = useRecordFormats();
  const token = useAtomValue(sessionTokenAtom);
  const client = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const { slot, nextSettlementAt, secondsLeft } = realtimeSettlement(now);
  const settledSlot = useRef(slot.start);
  useEffect(() => {
    if (settledSlot.current === slot.start) return;
    settledSlot.current = slot.start;
    void client.invalidateQueries({ queryKey: agentReportKeys.list(token, 'salary', 'realtime') });
  }, [slot.start, client, token]);
  return (
    <SalaryRecordsPage
      kind="realtime"
      toolbar={
        <SettlementCountdown
          slotStart={iso(slot.start)}
          nextSettlementAt={iso(nextSettlementAt)}
          secondsLeft={secondsLeft}
          formats={formats}
        />
      }
    />
  );
}
