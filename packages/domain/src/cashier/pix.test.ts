import { describe, expect, it } from 'vitest';
import { isValidCpf, pixKeyProblem } from './pix.ts';

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
