import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GATEWAY_TEXT_MAX, gatewayPlainText } from './plainText.ts';

// §8: a refusal the site has no text for shows the gateway's own message, as plain text only.
describe('§8 gateway text shown as plain text', () => {
  it.each([
    ['<b>Saldo</b> insuficiente', 'Saldo insuficiente'],
    ['Conta <script>alert(1)</script>bloqueada', 'Conta bloqueada'],
    ['<img src=x onerror=alert(1)>Limite &amp; taxa', 'Limite & taxa'],
    ['Valor &lt;10&gt; &quot;inválido&quot; &#39;x&#39; &#x41;', 'Valor <10> "inválido" \'x\' A'],
    ['  muitas\n\n   linhas\t aqui  ', 'muitas linhas aqui'],
    ['<!-- nota -->Recusado', 'Recusado'],
    ['Pague \u202eaxet\u202c agora', 'Pague axet agora'],
    ['<p></p>', ''],
  ])('%j reads %j', (raw, expected) => {
    expect(gatewayPlainText(raw)).toBe(expected);
  });

  it('is nothing for no text', () => {
    expect(gatewayPlainText(undefined)).toBe('');
    expect(gatewayPlainText(null)).toBe('');
  });

  it('is bounded, with an ellipsis where it was cut, and never splits a character', () => {
    expect(Array.from(gatewayPlainText('😀'.repeat(500))).length).toBe(GATEWAY_TEXT_MAX);
    expect(gatewayPlainText('😀'.repeat(500)).endsWith('😀…')).toBe(true);
  });

  it('never leaves a tag, a line break or more than the bound, whatever the gateway sends', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 400 }), fc.string(), (text, tag) => {
        const plain = gatewayPlainText(
          `<${`a${tag}`.replace(/[<>]/g, '')}>${text.replace(/[<&]/g, ' ')}</a>`,
        );
        expect(plain).not.toMatch(/<\/?a/);
        expect(plain).not.toMatch(/[\n\r\t]|\s{2}/);
        expect(Array.from(plain).length).toBeLessThanOrEqual(GATEWAY_TEXT_MAX);
      }),
    );
  });
});
