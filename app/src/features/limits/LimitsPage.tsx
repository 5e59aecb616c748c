import {
  LIMIT_KINDS,
  type LimitKind,
  type LimitPeriod,
  limitUsage,
  mandatoryLimitsMessage,
  readLimitDraft,
} from '@sorte/domain';
import type { PlayerLimitReading } from '@sorte/gateway';
import { FormMessage, type LimitItem, type LimitKey, LimitsCentre, type LimitsCentreProps } from '@sorte/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { failureKind, failureText } from '../../lib/errors/index.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { actionFailureText, NOT_OFFERED, rememberMissing } from '../../lib/missingCall/missingCall.ts';
import { NotOfferedNote } from '../../lib/missingCall/NotOfferedNote.tsx';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { RealityCheckPreference } from '../sessionClock/index.ts';
import {
  cancelPlayerLimitChange,
  confirmPlayerLimit,
  playerLimitsCallsAtom,
  playerLimitsKey,
  playerLimitsQuery,
  setPlayerLimit,
} from './api.ts';
import { useMissingMandatoryLimits } from './useMissingMandatoryLimits.ts';

type Action = 'save' | 'remove' | 'confirm' | 'cancel';

const keyParts = (key: LimitKey) => key.split(':') as [LimitKind, LimitPeriod];

/** A limit as the page shows it: its use where the gateway says it, a raise confirmable once its 24 hours are over. */
export function limitItemOf(reading: PlayerLimitReading, now: number): LimitItem {
  const item: LimitItem = { kind: reading.kind, period: reading.period, amount: reading.amount };
  if (reading.amount !== null && reading.used !== undefined) {
    const usage = limitUsage(
      { kind: reading.kind, period: reading.period, amount: reading.amount },
      reading.used,
      now,
    );
    item.usage = {
      used: usage.used,
      remaining: usage.remaining,
      percent: usage.percent,
      resetsAt: reading.resetsAt ?? usage.resetsAt,
    };
  }
  if (reading.pending && now <= reading.pending.lapsesAt)
    item.pending = { ...reading.pending, confirmable: now >= reading.pending.confirmableAt };
  return item;
}

/**
 * The limits centre (issue 26 item 2): the player's deposit, loss, stake and playing-time limits, read and changed
 * through the gateway, which enforces them; what was typed stays on any refusal.
 */
export function LimitsPage() {
  const calls = useAtomValue(playerLimitsCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const currency = useAtomValue(moneyCurrencyAtom);
  const client = useQueryClient();
  const limits = useQuery(playerLimitsQuery(calls, token));
  const [search, setSearch] = useSearchParams();
  const asked = search.get('kind');
  const kind = LIMIT_KINDS.find((each) => each === asked) ?? 'deposit';
  const [drafts, setDrafts] = useState<Partial<Record<LimitKey, string>>>({});
  const [errors, setErrors] = useState<LimitsCentreProps['errors']>({});
  const { missing } = useMissingMandatoryLimits();

  const change = useMutation({
    mutationKey: ['player-limits', 'change'],
    mutationFn: ({ key, action, amount }: { key: LimitKey; action: Action; amount?: number | null }) => {
      const [limitKind, period] = keyParts(key);
      if (action === 'confirm') return confirmPlayerLimit(calls, limitKind, period);
      if (action === 'cancel') return cancelPlayerLimitChange(calls, limitKind, period);
      return setPlayerLimit(calls, limitKind, period, amount ?? null);
    },
    onSuccess: async (_answer, { key, action }) => {
      if (action === 'save') setDrafts(({ [key]: _saved, ...others }) => others);
      await client.invalidateQueries({ queryKey: playerLimitsKey(token) });
    },
    onError: (error, { key, action }) => {
      rememberMissing(
        client,
        action === 'confirm' ? 'confirmLimit' : action === 'cancel' ? 'cancelLimitChange' : 'setLimit',
        error,
      );
      setErrors((before) => ({ ...before, [key]: actionFailureText(error, failureText) }));
    },
  });
  const send = (key: LimitKey, action: Action, amount?: number | null) => {
    setErrors(({ [key]: _cleared, ...others }) => others);
    change.mutate({ key, action, ...(amount === undefined ? {} : { amount }) });
  };

  // Issue 26 item 4: the reality check's interval, below the limits, offered even when the limits are not.
  if (limits.data === NOT_OFFERED)
    return (
      <>
        <NotOfferedNote />
        <RealityCheckPreference />
      </>
    );
  const now = Date.now();
  return (
    <>
      {missing.length > 0 ? <FormMessage tone="warning" message={mandatoryLimitsMessage(missing)} /> : null}
      <LimitsCentre
        status={loadStatusOf(limits)}
        {...(limits.isError ? { failure: failureKind(limits.error) } : {})}
        limits={(limits.data ?? []).map((reading) => limitItemOf(reading, now))}
        kind={kind}
        onKindChange={(next) =>
          setSearch(
            (before) => {
              const params = new URLSearchParams(before);
              params.set('kind', next);
              return params;
            },
            { replace: true },
          )
        }
        drafts={drafts}
        errors={errors}
        busy={change.isPending ? change.variables.key : null}
        onDraftChange={(key, text) => {
          setDrafts((before) => ({ ...before, [key]: text }));
          setErrors(({ [key]: _cleared, ...others }) => others);
        }}
        onSave={(key) => {
          const reading = readLimitDraft(keyParts(key)[0], drafts[key] ?? '', locale);
          if (!reading.ok) setErrors((before) => ({ ...before, [key]: reading.message }));
          else send(key, 'save', reading.amount);
        }}
        onRemove={(key) => send(key, 'remove', null)}
        onConfirm={(key) => send(key, 'confirm')}
        onCancel={(key) => send(key, 'cancel')}
        onRetry={() => void limits.refetch()}
        currency={currency}
        locale={locale}
      />
      <RealityCheckPreference />
    </>
  );
}
