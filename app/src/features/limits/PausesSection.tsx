import { msg } from '@lingui/core/macro';
import { type BreakLength, type ExclusionLength, exclusionEnd } from '@sorte/domain';
import { isGatewayError } from '@sorte/gateway/answers';
import { type FieldMessage, PausesPanel } from '@sorte/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureKind, failureText } from '../../lib/errors/index.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { actionFailureText, NOT_OFFERED, rememberMissing } from '../../lib/missingCall/missingCall.ts';
import {
  pauseStatusKey,
  pauseStatusQuery,
  pausesCallsAtom,
  selfExclude,
  takeBreak,
} from '../../lib/pauses/api.ts';
import { announceSelfExclusion } from '../../lib/pauses/sessionChannel.ts';
import { ENDS_SESSION, selfExcludedPath } from '../../pausePaths.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';

/** The gateway's refusal of a request that would end sooner than the pause in force (nothing shortens a pause). */
const wouldShorten = (error: unknown) =>
  isGatewayError(error) && String(error.code ?? '').toUpperCase() === 'PAUSE_WOULD_SHORTEN';

const wouldShortenMessage = msg`Uma pausa em vigor não pode ser encurtada: escolha uma duração que termine depois dela.`;

type Request = { kind: 'break'; length: BreakLength } | { kind: 'exclusion'; length: ExclusionLength };

/**
 * Take a break and self-exclusion in the limits centre (issue 26 item 5): the pause in force and its end, a break of
 * 24 hours to 30 days, a self-exclusion after a confirmation that says what it means. A self-exclusion ends the
 * session here and in every other open tab (BroadcastChannel), then shows the blocked page. The gateway refuses a
 * request that would shorten the pause in force; its refusal is shown with the form.
 */
export function PausesSection() {
  const calls = useAtomValue(pausesCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const navigate = useNavigate();
  const client = useQueryClient();
  const status = useQuery(pauseStatusQuery(calls, token));
  const [breakLength, setBreakLength] = useState<BreakLength | null>(null);
  const [exclusionLength, setExclusionLength] = useState<ExclusionLength | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<{ break?: FieldMessage; exclusion?: FieldMessage }>({});

  const request = useMutation({
    mutationKey: ['pauses', 'request'],
    mutationFn: (asked: Request) =>
      asked.kind === 'break' ? takeBreak(calls, asked.length) : selfExclude(calls, asked.length),
    onSuccess: async (_answer, asked) => {
      if (asked.kind === 'exclusion') {
        // Logged out everywhere: the other tabs hear it, this one ends its session and shows the blocked page.
        setConfirming(false);
        announceSelfExclusion();
        // The blocked page ends the session once it is shown (the member centre's guard would send a player without
        // a session to /login first).
        await navigate(selfExcludedPath, { replace: true, state: ENDS_SESSION });
        return;
      }
      setBreakLength(null);
      await client.invalidateQueries({ queryKey: pauseStatusKey(token) });
    },
    onError: (error, asked) => {
      rememberMissing(client, asked.kind === 'break' ? 'takeBreak' : 'selfExclude', error);
      setConfirming(false);
      setErrors({
        [asked.kind]: wouldShorten(error) ? wouldShortenMessage : actionFailureText(error, failureText),
      });
    },
  });

  if (status.data === NOT_OFFERED) return null;
  const pause = status.data ?? null;
  return (
    <PausesPanel
      status={loadStatusOf(status)}
      {...(status.isError ? { failure: failureKind(status.error) } : {})}
      onRetry={() => void status.refetch()}
      pause={pause && (pause.endsAt === null || pause.endsAt > Date.now()) ? pause : null}
      breakLength={breakLength}
      onBreakLengthChange={(length) => {
        setBreakLength(length);
        setErrors({});
      }}
      onTakeBreak={() => {
        setErrors({});
        if (breakLength) request.mutate({ kind: 'break', length: breakLength });
      }}
      exclusionLength={exclusionLength}
      onExclusionLengthChange={(length) => {
        setExclusionLength(length);
        setErrors({});
      }}
      onAskExclusion={() => {
        setErrors({});
        if (exclusionLength) setConfirming(true);
      }}
      confirmingExclusion={confirming}
      exclusionEndsAt={exclusionLength ? exclusionEnd(exclusionLength, Date.now()) : null}
      onConfirmExclusion={() => {
        if (exclusionLength) request.mutate({ kind: 'exclusion', length: exclusionLength });
      }}
      onCancelExclusion={() => setConfirming(false)}
      busy={request.isPending ? request.variables.kind : null}
      {...(errors.break ? { breakError: errors.break } : {})}
      {...(errors.exclusion ? { exclusionError: errors.exclusion } : {})}
    />
  );
}
