import { describe, expect, it } from 'vitest';
import { depositPaymentPage, isValidCpf, pixKeyProblem } from './pix.ts';

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
