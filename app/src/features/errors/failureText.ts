import type { MessageDescriptor } from '@lingui/core';
import { type GatewayErrorKind as DomainErrorKind, gatewayErrorMessage } from '@sorte/domain';
import { isGatewayError } from '@sorte/gateway';
import { phoneAuthFailure } from './phoneAuthFailure.ts';

/**
 * What a failed call shows: a phone-authentication code's translated text (spec §8), the server's own message
 * when it rejected, otherwise the spec §8 text for the failure kind.
 */
export function failureText(error: unknown): MessageDescriptor | string {
  const phoneAuth = phoneAuthFailure(error);
  if (phoneAuth) return phoneAuth.message;
  if (isGatewayError(error)) {
    if (
      (error.kind === 'rejected' || error.kind === 'http' || error.kind === 'rate-limited') &&
      error.serverMessage
    ) {
      return error.serverMessage;
    }
    const kinds: readonly DomainErrorKind[] = [
      'network',
      'timeout',
      'server',
      'invalid-response',
      'unauthorized',
    ];
    const kind = kinds.find((candidate) => candidate === error.kind) ?? 'unknown';
    return gatewayErrorMessage(kind);
  }
  return gatewayErrorMessage('unknown');
}
