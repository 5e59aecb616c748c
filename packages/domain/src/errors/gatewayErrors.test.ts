import { describe, expect, it } from 'vitest';
import * as module from './gatewayErrors.ts';
import {
  GATEWAY_ERROR_KINDS,
  type GatewayErrorKind,
  gatewayErrorMessage,
  networkErrorMessage,
  notLoggedInMessage,
  rateLimitedMessage,
  rateLimitedWaitMessage,
  timeoutErrorMessage,
  unknownErrorMessage,
  unreadableAnswerMessage,
} from './gatewayErrors.ts';

describe('§8 Error catalogue: gateway failures', () => {
  it.each([
    ['network', networkErrorMessage],
    ['timeout', timeoutErrorMessage],
    ['unauthorized', notLoggedInMessage],
    ['rate-limited', rateLimitedMessage],
    ['server', unknownErrorMessage],
    ['invalid-response', unreadableAnswerMessage],
    ['unknown', unknownErrorMessage],
  ] as const)('%s shows its message', (kind, message) => {
    expect(gatewayErrorMessage(kind)).toBe(message);
  });

  it('covers every kind, and a kind from outside the table is Unknown error', () => {
    expect([...GATEWAY_ERROR_KINDS].sort()).toEqual(
      ['invalid-response', 'network', 'rate-limited', 'server', 'timeout', 'unauthorized', 'unknown'].sort(),
    );
    expect(gatewayErrorMessage('rejected' as GatewayErrorKind)).toBe(unknownErrorMessage);
    expect(gatewayErrorMessage('toString' as GatewayErrorKind)).toBe(unknownErrorMessage);
  });

  it('exports fourteen distinct messages, each with an id and a Portuguese source text', () => {
    const descriptors = Object.entries(module).filter(
      ([name, value]) => name.endsWith('Message') && typeof value === 'object',
    );
    expect(descriptors).toHaveLength(14);
    const ids = descriptors.map(([, descriptor]) => (descriptor as { id: string }).id);
    expect(new Set(ids).size).toBe(14);
  });

  it('429 with a wait says how many seconds, rounded up and at least one', () => {
    expect(rateLimitedWaitMessage(29.2).values).toEqual({ wait: 30 });
    expect(rateLimitedWaitMessage(0).values).toEqual({ wait: 1 });
  });
});
