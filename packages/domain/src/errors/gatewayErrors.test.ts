import { describe, expect, it } from 'vitest';
import * as module from './gatewayErrors.ts';
import {
  GATEWAY_ERROR_KINDS,
  type GatewayErrorKind,
  gatewayErrorMessage,
  networkErrorMessage,
  notLoggedInMessage,
  timeoutErrorMessage,
  unknownErrorMessage,
} from './gatewayErrors.ts';

describe('§8 Error catalogue: gateway failures', () => {
  it.each([
    ['network', networkErrorMessage],
    ['timeout', timeoutErrorMessage],
    ['unauthorized', notLoggedInMessage],
    ['server', unknownErrorMessage],
    ['invalid-response', unknownErrorMessage],
    ['unknown', unknownErrorMessage],
  ] as const)('%s shows its message', (kind, message) => {
    expect(gatewayErrorMessage(kind)).toBe(message);
  });

  it('covers every kind, and a kind from outside the table is Unknown error', () => {
    expect([...GATEWAY_ERROR_KINDS].sort()).toEqual(
      ['invalid-response', 'network', 'server', 'timeout', 'unauthorized', 'unknown'].sort(),
    );
    expect(gatewayErrorMessage('rejected' as GatewayErrorKind)).toBe(unknownErrorMessage);
    expect(gatewayErrorMessage('toString' as GatewayErrorKind)).toBe(unknownErrorMessage);
  });

  it('exports twelve distinct messages, each with an id and a Portuguese source text', () => {
    const descriptors = Object.entries(module).filter(
      ([name]) => name.endsWith('Message') && name !== 'gatewayErrorMessage',
    );
    expect(descriptors).toHaveLength(12);
    const ids = descriptors.map(([, descriptor]) => (descriptor as { id: string }).id);
    expect(new Set(ids).size).toBe(12);
  });
});
