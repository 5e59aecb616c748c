import { PROMOTION_IMAGE_MAX_BYTES } from '../constants.ts';
import { partialRemainder, roundMoney } from './amounts.ts';
import type { WithdrawalConfirmationKind } from './model.ts';

/** §4: the answers, in the order the player is offered them. */
export const WITHDRAWAL_CONFIRMATION_KINDS: readonly WithdrawalConfirmationKind[] = [
  'received',
  'notReceived',
  'fullPayment',
  'partlyReceived',
];

export interface ProofImage {
  type: string;
  size: number;
}

/**
 * §4/§5/§9: a proof image is not empty and at most 5 MB (the promotion-apply rule). Whether it is a png or jpg is
 * told by its bytes when it is read to be sent (`sniffImage`), never by its name or the type the browser guessed from
 * it (issue 22 item 2).
 */
export function proofImageProblem(file: ProofImage): 'empty' | 'size' | null {
  if (file.size === 0) return 'empty';
  return file.size > PROMOTION_IMAGE_MAX_BYTES ? 'size' : null;
}

export interface PartlyReceivedDraft {
  receivedAmount: number | null;
  proof: ProofImage | null;
}

export type PartlyReceivedProblem = {
  receivedAmount?: 'required' | 'invalid' | 'notLess';
  proof?: 'required' | 'empty' | 'size';
};

/**
 * §4 partly received: the amount received must be more than nothing and less than what was expected (all of it
 * is "full payment"), and a proof image is required. The remainder is what is still owed.
 */
export function partlyReceivedProblems(expected: number, draft: PartlyReceivedDraft): PartlyReceivedProblem {
  const problems: PartlyReceivedProblem = {};
  const amount = draft.receivedAmount;
  if (amount === null) problems.receivedAmount = 'required';
  else if (!Number.isFinite(amount) || amount <= 0 || roundMoney(amount) !== amount) {
    problems.receivedAmount = 'invalid';
  } else if (amount >= expected) problems.receivedAmount = 'notLess';
  if (draft.proof === null) problems.proof = 'required';
  else {
    const imageProblem = proofImageProblem(draft.proof);
    if (imageProblem) problems.proof = imageProblem;
  }
  return problems;
}

export function remainderOwed(expected: number, receivedAmount: number | null): number {
  return partialRemainder(expected, receivedAmount ?? 0);
}

/**
 * §4: a forced receipt (answering received or full payment, or letting the deadline pass) means the deposit is
 * not refunded: the player is told so before confirming.
 */
export function isForcedReceipt(kind: WithdrawalConfirmationKind): boolean {
  return kind === 'received' || kind === 'fullPayment';
}

/** §4/§9 auto-receipt: the deadline, from the gateway's confirmBy or from when it was approved plus the timeout. */
export function confirmationDeadline(
  confirmBy: string | undefined,
  approvedAt: string | undefined,
  timeoutMinutes: number | undefined,
): number | null {
  const explicit = confirmBy === undefined ? Number.NaN : Date.parse(confirmBy);
  if (Number.isFinite(explicit)) return explicit;
  const start = approvedAt === undefined ? Number.NaN : Date.parse(approvedAt);
  if (!Number.isFinite(start) || typeof timeoutMinutes !== 'number' || !(timeoutMinutes > 0)) return null;
  return start + timeoutMinutes * 60_000;
}
