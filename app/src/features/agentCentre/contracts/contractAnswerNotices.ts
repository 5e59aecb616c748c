import {
  type Contract,
  type ContractAnswerNotice,
  contractAnswersSince,
  type SeenContractStatuses,
} from '@sorte/domain';
import { atom, useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { localStore } from '../../../state/browserStorage.ts';

/** An answer stays among the dashboard's alerts this long after it was seen. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const KEEP_AT_MOST = 20;

interface Stored {
  seen: SeenContractStatuses;
  answers: ContractAnswerNotice[];
}

const keyOf = (memberId: string) => `sorte.contractAnswers.${memberId}`;

function read(memberId: string): Stored | null {
  try {
    const stored = JSON.parse(localStore.get(keyOf(memberId)) ?? 'null') as Stored | null;
    return stored && typeof stored.seen === 'object' && Array.isArray(stored.answers) ? stored : null;
  } catch {
    return null;
  }
}

interface ContractAnswers {
  memberId: string;
  fresh: readonly ContractAnswerNotice[];
  recent: readonly ContractAnswerNotice[];
}

/** What the agent centre's shell found (`useContractAnswerWatch`), read by its toasts and the dashboard's alerts. */
const contractAnswersAtom = atom<ContractAnswers>({ memberId: '', fresh: [], recent: [] });

/**
 * Issue 23 item 6: the downlines' answers to the agent's contract requests, found by comparing the contracts read now
 * with the statuses the agent last saw (kept per agent in this browser). Runs once, in the agent centre's shell, so
 * each answer is found once whatever page is open.
 */
export function useContractAnswerWatch(
  contracts: readonly Contract[],
  ready: boolean,
  memberId: string,
): void {
  const setAnswers = useSetAtom(contractAnswersAtom);
  // The list is a new array on each render: it is compared by what it says, once per change.
  const compared = useRef('');
  useEffect(() => {
    if (!ready || memberId === '') return;
    const snapshot = `${memberId}|${contracts.map((contract) => `${contract.id}:${contract.status}`).join(',')}`;
    if (snapshot === compared.current) return;
    compared.current = snapshot;
    const now = Date.now();
    const stored = read(memberId);
    const { answers, seen } = contractAnswersSince(
      stored?.seen ?? {},
      contracts,
      memberId,
      new Date(now).toISOString(),
    );
    const recent = [...answers, ...(stored?.answers ?? [])]
      .filter((answer) => now - Date.parse(answer.at) < KEEP_MS)
      .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
      .slice(0, KEEP_AT_MOST);
    localStore.set(keyOf(memberId), JSON.stringify({ seen, answers: recent } satisfies Stored));
    setAnswers((before) => ({
      memberId,
      fresh: [...(before.memberId === memberId ? before.fresh : []), ...answers],
      recent,
    }));
  });
}

/**
 * The answers `memberId` has had: `fresh`, found while the agent centre is open and not yet dismissed; `recent`,
 * every answer of the last days, newest first.
 */
export function useContractAnswers(memberId: string): {
  fresh: readonly ContractAnswerNotice[];
  recent: readonly ContractAnswerNotice[];
  dismiss: (contractId: string) => void;
} {
  const [found, setAnswers] = useAtom(contractAnswersAtom);
  const dismiss = useCallback(
    (contractId: string) =>
      setAnswers((before) => ({
        ...before,
        fresh: before.fresh.filter((answer) => answer.contractId !== contractId),
      })),
    [setAnswers],
  );
  return found.memberId === memberId && memberId !== ''
    ? { fresh: found.fresh, recent: found.recent, dismiss }
    : { fresh: [], recent: [], dismiss };
}
