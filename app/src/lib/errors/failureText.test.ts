import { networkErrorMessage, timeoutErrorMessage, unknownErrorMessage } from '@sorte/domain';
import { GatewayError } from '@sorte/gateway';
import { describe, expect, it } from 'vitest';
import { failureText } from './failureText.ts';

// §8: the site's texts for what it knows; a refusal's own message only as plain text and only when none is mapped.
describe('§8 a refusal’s text', () => {
  it('shows the gateway’s message without its markup, entities decoded, whitespace collapsed', () => {
    const error = new GatewayError('rejected', 'refused', {
      code: 'vendor_limit_x',
      serverMessage:
        '<div style="position:fixed"><b>Limite</b>\n\n diário &amp; semanal <script>x()</script></div>',
    });
    expect(failureText(error)).toBe('Limite diário & semanal');
  });

  it('prefers the mapped text for a known code over whatever the gateway wrote', () => {
    const error = new GatewayError('rejected', 'refused', { code: 401, serverMessage: '<b>Login again</b>' });
    expect(failureText(error)).not.toBe('Login again');
    expect(typeof failureText(error)).not.toBe('string');
  });

  it('a message that is only markup falls back to the §8 text', () => {
    expect(failureText(new GatewayError('rejected', 'refused', { serverMessage: '<p> </p>' }))).toBe(
      unknownErrorMessage,
    );
  });

  it.each([
    ['network', networkErrorMessage],
    ['timeout', timeoutErrorMessage],
  ] as const)('a %s failure says its own §8 text', (kind, text) => {
    expect(failureText(new GatewayError(kind, 'failed'))).toBe(text);
  });
});
