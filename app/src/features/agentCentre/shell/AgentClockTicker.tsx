import { AGENT_CLOCK_REFRESH_MS, msToNextTick, PLATFORM_TIME_ZONE } from '@sorte/domain';
import { AgentClock } from '@sorte/ui/agent';
import { useEffect, useState } from 'react';

/**
 * The agent clock (§9: refresh 1 s) in the platform's time zone, worded in the active language. The ticking state lives here alone, so only this
 * small component re-renders every second, never the page below it.
 */
export function AgentClockTicker({ now = Date.now }: { now?: () => number }) {
  const [nowMs, setNowMs] = useState(now);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = now();
      setNowMs(current);
      timer = setTimeout(tick, msToNextTick(current, AGENT_CLOCK_REFRESH_MS));
    };
    timer = setTimeout(tick, msToNextTick(now(), AGENT_CLOCK_REFRESH_MS));
    return () => clearTimeout(timer);
  }, [now]);
  return <AgentClock nowMs={nowMs} timeZone={PLATFORM_TIME_ZONE} />;
}
