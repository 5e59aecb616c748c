import type { MessageDescriptor } from '@lingui/core';
import { type GatewayErrorKind as DomainErrorKind, gatewayErrorMessage } from '@sorte/domain';
import { isGatewayError } from '@sorte/gateway';

/** What a failed call shows: the server's own message when it rejected, otherwise the spec §8 text for the failure kind. */
export function failureText(error: unknown): MessageDescriptor | string {
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
