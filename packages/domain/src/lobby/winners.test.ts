import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPlayerName, winnerBoard } from './winners.ts';

describe('§3 winner board: names masked as players expect (first and last character, three asterisks)', () => {
  it.each([
    ['jogador01', 'j***1'],
    ['Ana', 'A***a'],
    ['ab', 'a***'],
    ['x', '***'],
    ['', '***'],
    ['  maria  ', 'm***a'],
    ['jo***01', 'jo***01'],
    ['محمد علي', 'م***ي'],
    ['😀gamer😎', '😀***😎'],
    [null, '***'],
  ])('%j → %s', (name, masked) => {
    expect(maskPlayerName(name)).toBe(masked);
  });

  it('property: the middle and the length never show, and masking twice changes nothing', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 3, maxLength: 30 }).filter((s) => !s.includes('*') && s.trim().length >= 3),
        (name) => {
          const masked = maskPlayerName(name);
          expect(masked).toMatch(/^.+\*\*\*.+$/u);
          expect(masked.length).toBeLessThanOrEqual(3 + 2 * 4);
          expect(maskPlayerName(masked)).toBe(masked);
        },
      ),
    );
  });
});

describe('the mask reads a name by its graphemes', () => {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const byGraphemes = (name: string) => {
    const text = name.trim();
    if (text.includes('*')) return text;
    const chars = Array.from(segmenter.segment(text), (s) => s.segment);
    if (chars.length <= 1) return '***';
    return chars.length === 2 ? `${chars[0]}***` : `${chars[0]}***${chars[chars.length - 1]}`;
  };

  it('property: plain ASCII names (read without a segmenter) and any others mask as their graphemes say', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary-ascii' }), fc.string({ unit: 'grapheme' })), (name) => {
        expect(maskPlayerName(name)).toBe(byGraphemes(name));
      }),
    );
  });
});

describe('§9 winner board: top 20 by winAmount descending, top 3 fixed, the rest scrolls', () => {
  const entries = Array.from({ length: 30 }, (_, i) => ({
    customerName: `player${i}`,
    winAmount: (i * 37) % 101,
    gameName: `Game ${i}`,
  }));

  it('sorted, limited to 20, split 3 + 17, ranks from 1', () => {
    const board = winnerBoard(entries);
    const rows = [...board.fixed, ...board.scrolling];
    expect(board.fixed).toHaveLength(3);
    expect(board.scrolling).toHaveLength(17);
    expect(rows.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const amounts = rows.map((r) => r.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(rows[0]).toEqual({ rank: 1, player: 'p***9', gameName: 'Game 19', winAmount: 97 });
  });

  it('numeric strings count; unusable amounts are left out; ties keep the gateway order', () => {
    const board = winnerBoard([
      { customerName: 'aaa', winAmount: '10.5' },
      { customerName: 'bbb', winAmount: 'lots' },
      { customerName: 'ccc', winAmount: -1 },
      { customerName: 'ddd', winAmount: 10.5 },
      null as never,
    ]);
    expect(board.fixed.map((r) => r.player)).toEqual(['a***a', 'd***d']);
    expect(board.scrolling).toEqual([]);
    expect(winnerBoard(undefined)).toEqual({ fixed: [], scrolling: [] });
  });

  it('property: never more than 20 rows, always descending', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ customerName: fc.string(), winAmount: fc.oneof(fc.double(), fc.string()) }), {
          maxLength: 60,
        }),
        (list) => {
          const rows = [...winnerBoard(list).fixed, ...winnerBoard(list).scrolling];
          expect(rows.length).toBeLessThanOrEqual(20);
          for (let i = 1; i < rows.length; i++)
            expect(rows[i - 1]!.winAmount).toBeGreaterThanOrEqual(rows[i]!.winAmount);
        },
      ),
    );
  });
});
