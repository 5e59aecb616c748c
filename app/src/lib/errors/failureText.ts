import type { MessageDescriptor } from '@lingui/core';
import {
  gatewayCodeMessage,
  gatewayErrorMessage,
  gatewayPlainText,
  rateLimitedWaitMessage,
  rejectedField,
} from '@sorte/domain';
import { isGatewayError } from '@sorte/gateway/answers';
import { failureKind } from './failureKind.ts';
import { phoneAuthFailure } from './phoneAuthFailure.ts';

/**
 * What a failed call shows: a phone-authentication code's translated text (spec §8); our text for a code or
 * §8 message we know (401 'You are not logged in, please login', 429 with its wait, 'invitation_code_error', …);
 * the server's own message, as plain text (markup stripped, bounded), when it refused with nothing better; otherwise
 * the spec §8 text for the failure kind.
 */
export function failureText(error: unknown): MessageDescriptor | string {
  const phoneAuth = phoneAuthFailure(error);
  if (phoneAuth) return phoneAuth.message;
  if (!isGatewayError(error)) return gatewayErrorMessage('unknown');
  if (error.kind === 'unauthorized') return gatewayErrorMessage('unauthorized');
  if (error.kind === 'rate-limited') {
    return error.retryAfterSeconds !== undefined && error.retryAfterSeconds > 0
      ? rateLimitedWaitMessage(error.retryAfterSeconds)
      : gatewayErrorMessage('rate-limited');
  }
  if (error.kind === 'rejected' || error.kind === 'http') {
    const known = gatewayCodeMessage({ code: error.code, message: error.serverMessage });
    if (known) return known;
    const plain = gatewayPlainText(error.serverMessage);
    if (plain) return plain;
  }
  return gatewayErrorMessage(failureKind(error));
}

/**
 * A refusal that names one of the form's `fields` (see `rejectedField` for the forms read): the field and the
 * text to show on it. Null when the refusal names none of them (show `failureText` with the form).
 */
export function fieldFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: MessageDescriptor | string } | null {
  if (!isGatewayError(error) || (error.kind !== 'rejected' && error.kind !== 'http')) return null;
  const found = rejectedField(
    { code: error.code, message: error.serverMessage, value: error.value, envelope: error.envelope },
    fields,
  );
  if (!found) return null;
  return { field: found.field, message: found.message ?? failureText(error) };
}
