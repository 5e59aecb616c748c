import type { GatewayErrorKind as DomainErrorKind } from '@sorte/domain';
import { isGatewayError } from '@sorte/gateway/answers';

// A module of its own: the shell's header needs only this, and a bundler keeps a module whole in one chunk, so the
// full failure texts (every code table) would otherwise travel in the JS for `/`.

/** The §8 kind of a failed read: what the failed-list notice and the header's unknown balance show. */
export function failureKind(error: unknown): DomainErrorKind {
  if (!isGatewayError(error)) return 'unknown';
  switch (error.kind) {
    case 'network':
    case 'timeout':
    case 'unauthorized':
    case 'rate-limited':
    case 'invalid-response':
      return error.kind;
    default:
      return 'unknown';
  }
}
