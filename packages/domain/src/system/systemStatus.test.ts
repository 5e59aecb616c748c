import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { systemStatusKind } from './systemStatus.ts';

describe('§4 System status', () => {
  it.each([
    [0, 'normal'],
    [1, 'maintenance'],
    [2, 'region-blocked'],
    ['1', 'maintenance'],
    [' 2 ', 'region-blocked'],
    [3, 'normal'],
    [-1, 'normal'],
    [1.5, 'normal'],
    [Number.NaN, 'normal'],
    ['maintenance', 'normal'],
    ['', 'normal'],
    [null, 'normal'],
    [undefined, 'normal'],
  ] as const)('status %j shows %s', (status, kind) => {
    expect(systemStatusKind(status)).toBe(kind);
  });

  it('any status other than 1 and 2 is normal (property)', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((status) => status !== 1 && status !== 2),
        (status) => {
          expect(systemStatusKind(status)).toBe('normal');
        },
      ),
    );
  });
});
