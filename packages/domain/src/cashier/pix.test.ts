import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PIX_KEY_TYPES, type PixKeyType } from './model.ts';
import { depositPaymentPage, isValidCpf, maskPixKey, pixKeyProblem } from './pix.ts';

describe('PIX keys (withdraw receiving account)', () => {
  it('a CPF needs its two check digits right', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });

  it.each([
    ['CPF', '529.982.247-25', null],
    ['CPF', '', 'required'],
    ['CPF', '123', 'format'],
    ['PHONE', '+55 (11) 98765-4321', null],
    ['PHONE', '11987654321', null],
    ['PHONE', '98765', 'format'],
    ['EMAIL', 'ana@example.com.br', null],
    ['EMAIL', 'ana@', 'format'],
    ['RANDOM', '123e4567-e89b-42d3-a456-426614174000', null],
    ['RANDOM', '123e4567e89b', 'format'],
    ['EMAIL', '   ', 'required'],
  ] as const)('%s %j → %s', (type, key, problem) => {
    expect(pixKeyProblem(type, key)).toBe(problem);
  });
});

describe('issue 22 item 5: a deposit’s payment page is offered only on an allowed host', () => {
  const policy = { origin: 'https://sorte.example', allowedHosts: ['pay.sorte.example'] };

  it.each([
    [
      { kind: 'REDIRECT', url: 'https://pay.sorte.example/pix/D1' },
      { url: 'https://pay.sorte.example/pix/D1' },
    ],
    [
      { kind: 'PIX', copyPasteCode: '000201', paymentUrl: 'https://pay.sorte.example/pix/D1' },
      { url: 'https://pay.sorte.example/pix/D1' },
    ],
    [{ kind: 'REDIRECT', url: 'https://evil.example/pay' }, 'refused'],
    [{ kind: 'REDIRECT', url: 'http://pay.sorte.example/pix/D1' }, 'refused'],
    [{ kind: 'REDIRECT', url: 'javascript:alert(1)' }, 'refused'],
    [{ kind: 'REDIRECT', url: 'https://pay.sorte.example.evil.example/' }, 'refused'],
    [{ kind: 'PIX', copyPasteCode: '000201' }, undefined],
    [undefined, undefined],
  ] as const)('%j -> %j', (instructions, expected) => {
    expect(depositPaymentPage(instructions, policy)).toEqual(expected);
  });
});

describe('issue 23 item 4: a saved PIX key is shown masked', () => {
  it.each([
    ['CPF', '529.982.247-25', '***.982.247-**'],
    ['CPF', '52998224725', '***.982.247-**'],
    ['CPF', '5299', '***.***.***-**'],
    ['EMAIL', 'joana.silva@gmail.com', 'j***@gmail.com'],
    ['EMAIL', 'semarroba', '***@***'],
    ['PHONE', '+55 (11) 98765-4321', '(**) *****-4321'],
    ['PHONE', '4321', '(**) *****-****'],
    ['RANDOM', '123e4567-e89b-42d3-a456-426614174000', '123e4567-****-****-****-************'],
  ] as const)('%s %j → %j', (type, key, masked) => {
    expect(maskPixKey(type, key)).toBe(masked);
  });

  /** The most letters and digits a mask may show: CPF 6, phone 4, random key 8, e-mail 1 + its domain. */
  function allowed(type: PixKeyType, key: string): number {
    if (type === 'CPF') return 6;
    if (type === 'PHONE') return 4;
    if (type === 'RANDOM') return 8;
    const trimmed = key.trim();
    return 1 + trimmed.length - trimmed.lastIndexOf('@') - 1;
  }
  const shown = (masked: string) => masked.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  const keys = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.emailAddress(),
    fc.uuid(),
    fc.stringMatching(/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/),
    fc.stringMatching(/^(\+55 )?\(?\d{2}\)? ?\d{4,5}-?\d{4}$/),
  );

  it('never shows more letters or digits than its type allows, for any key and type', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PIX_KEY_TYPES), keys, (type, key) => {
        expect(shown(maskPixKey(type, key))).toBeLessThanOrEqual(allowed(type, key));
      }),
    );
  });

  it('never shows a whole key that has more letters or digits than the mask may show', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PIX_KEY_TYPES), keys, (type, key) => {
        fc.pre(shown(key) > allowed(type, key));
        expect(maskPixKey(type, key)).not.toContain(key.trim());
      }),
    );
  });
});
