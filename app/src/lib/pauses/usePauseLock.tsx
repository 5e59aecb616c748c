import { FormMessage } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { formatLocaleAtom } from '../../i18n/formats.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { isOffered } from '../missingCall/missingCall.ts';
import { pauseStatusQuery, pausesCallsAtom } from './api.ts';
import { type PauseLock, pauseLockMessage } from './pauseText.ts';

/** The pause in force as the gateway says it (null: none, or the gateway does not say: its refusals still explain). */
export function usePauseLock(): PauseLock | null {
  const calls = useAtomValue(pausesCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const status = useQuery(pauseStatusQuery(calls, token));
  const pause = isOffered(status.data) ? status.data : null;
  return pause && (pause.endsAt === null || pause.endsAt > Date.now())
    ? { kind: pause.kind, endsAt: pause.endsAt }
    : null;
}

/** In place of what a pause locks (a deposit, a game): why, and until when. */
export function PauseLockNote({ pause }: { pause: PauseLock }) {
  const locale = useAtomValue(formatLocaleAtom);
  return <FormMessage tone="warning" message={pauseLockMessage(pause, locale)} />;
}
