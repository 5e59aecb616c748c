import {
  type Contract,
  type ContractAnswerNotice,
  contractAnswersSince,
  type SeenContractStatuses,
} from '@sorte/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
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

/**
 * Issue 23 item 6: the downlines' answers to the agent's contract requests, found by comparing the contracts read now
 * with the statuses the agent last saw (kept per agent in this browser). `fresh`: the answers found while mounted
 * and not yet dismissed (each found once: the statuses seen are stored at once); `recent`: every answer of the last
 * days, newest first.
 */
export function useContractAnswers(
  contracts: readonly Contract[],
  ready: boolean,
  memberId: string,
): {
  fresh: readonly ContractAnswerNotice[];
  recent: readonly ContractAnswerNotice[];
  dismiss: (contractId: string) => void;
} {
  const [found, setFound] = useState<{ fresh: ContractAnswerNotice[]; recent: ContractAnswerNotice[] }>({
    fresh: [],
    recent: [],
  });
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
    setFound((before) => ({ fresh: [...before.fresh, ...answers], recent }));
  });
  const dismiss = useCallback(
    (contractId: string) =>
      setFound((before) => ({
        ...before,
        fresh: before.fresh.filter((answer) => answer.contractId !== contractId),
      })),
    [],
  );
  return { ...found, dismiss };
}
