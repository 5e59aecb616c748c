import type { MessageDescriptor } from '@lingui/core';
import {
  cashierRefusalMessage,
  idempotencyRefusalMessage,
  isIdempotencyRefusal,
  moneyOutcomeUnknownMessage,
} from '@sorte/domain';
import { isGatewayError } from '@sorte/gateway/answers';
import { failureText, fieldFailure } from '../../lib/errors/index.ts';

/**
 * A money call failed in a way that leaves its fate unknown (timeout, dropped connection, 5xx): balances and the
 * transaction were read again before this is shown, and a retry reuses the action's Idempotency-Key.
 */
export class MoneyOutcomeUnknownError extends Error {
  override readonly name = 'MoneyOutcomeUnknownError';
  constructor(cause: unknown) {
    super('the money call may or may not have gone through', { cause });
  }
}

const refusalCode = (error: unknown) => (isGatewayError(error) ? error.code : undefined);

/**
 * An unsure money action holds back a changed request until its fate is known (issue 22 item 6): nothing was sent.
 */
export class MoneyIntentUnsureError extends Error {
  override readonly name = 'MoneyIntentUnsureError';
}

/** The gateway refused the Idempotency-Key itself: the request did nothing, the key's first request may have. */
export function isIdempotencyFailure(error: unknown): boolean {
  return isGatewayError(error) && isIdempotencyRefusal(error.code, error.status);
}

/** What a failed money call shows: the unknown outcome, our text for a cashier refusal code, or the site's text. */
export function cashierFailureText(error: unknown): MessageDescriptor | string {
  if (error instanceof MoneyOutcomeUnknownError || error instanceof MoneyIntentUnsureError)
    return moneyOutcomeUnknownMessage;
  if (isIdempotencyFailure(error)) return idempotencyRefusalMessage;
  return cashierRefusalMessage(refusalCode(error)) ?? failureText(error);
}

/** A refusal naming one of `fields` (a wrong withdraw password, the amount), with the cashier's text for it. */
export function cashierFieldFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { field: Field; message: MessageDescriptor | string } | null {
  const found = fieldFailure(error, fields);
  if (found === null) return null;
  return { field: found.field, message: cashierRefusalMessage(refusalCode(error)) ?? found.message };
}
