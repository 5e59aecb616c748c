import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainTextFallback } from './plainTextFallback.ts';

// Quality bar "Every piece of HTML from the gateway goes through the sanitizer": where it cannot run, the
// HTML becomes inert text instead of going in as it is.
describe('plainTextFallback (gateway HTML where the sanitizer cannot run)', () => {
  it.each([
    ['<p>Saques via <b>PIX</b> em até 10 minutos.</p>', 'Saques via PIX em até 10 minutos.'],
    ['<img src=x onerror="alert(1)">Promoção', 'Promoção'],
    ['<script>alert("xss")</script>Olá', 'Olá'],
    ['<style>body{display:none}</style>Texto', 'Texto'],
    ['<!-- <script>x</script> -->fim', 'fim'],
    ['1 < 2 & 3 > 2', '1 &lt; 2 &amp; 3 &gt; 2'],
    ['"aspas" e \'apóstrofo\'', '&quot;aspas&quot; e &#39;apóstrofo&#39;'],
    ['<a href="javascript:alert(1)">clique</a>', 'clique'],
    ['<scr<script>ipt>alert(1)</script>', ''],
    ['texto <b sem fim', 'texto'],
  ])('%s → %s', (html, text) => {
    expect(plainTextFallback(html)).toBe(text);
  });

  it('nothing, or not a string, is empty', () => {
    expect(plainTextFallback(null)).toBe('');
    expect(plainTextFallback(undefined)).toBe('');
    expect(plainTextFallback('')).toBe('');
  });

  it('the result never holds markup: no < or > and no quote can open an attribute or a tag', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 400 }), (html) => {
        expect(plainTextFallback(html)).not.toMatch(/[<>"']/);
      }),
    );
  });

  it('a long hostile input ends (within the test timeout) with nothing of it left', () => {
    const hostile = `${'<a '.repeat(20_000)}${'<script>'.repeat(5_000)}`;
    expect(plainTextFallback(hostile)).toBe('');
  });
});
