import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyImageProblem,
  canSubmitApplication,
  commentLength,
  commentProblem,
  imageSlotsLeft,
} from './promotionApply.ts';

describe('§5 Promotion apply: comment up to 140 characters', () => {
  it('counts characters as the player sees them (grapheme clusters)', () => {
    expect(commentLength('')).toBe(0);
    expect(commentLength('Olá')).toBe(3);
    expect(commentLength('e\u0301')).toBe(1);
    expect(commentLength('👍🏽')).toBe(1);
    expect(commentLength('🇧🇷🇵🇹')).toBe(2);
    expect(commentLength('👨‍👩‍👧')).toBe(1);
    expect(commentLength('سلام')).toBe(4);
  });

  it('accepts 140 and refuses 141, blank is empty', () => {
    expect(commentProblem('a'.repeat(140))).toBeNull();
    expect(commentProblem('a'.repeat(141))).toBe('tooLong');
    expect(commentProblem('👍🏽'.repeat(140))).toBeNull();
    expect(commentProblem('   \n')).toBe('required');
    expect(commentProblem('')).toBe('required');
  });

  it('never counts more characters than code points, and agrees with the limit for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const length = commentLength(text);
        expect(length).toBeLessThanOrEqual([...text].length);
        const problem = commentProblem(text);
        if (text.trim() === '') expect(problem).toBe('required');
        else expect(problem === 'tooLong').toBe(length > 140);
      }),
    );
  });
});

describe('§5/§9 Promotion apply: png or jpg, at most 5 MB each, at most 3', () => {
  it('names a picture that is not a png or jpg by its bytes a wrong type; an empty one empty (issue 22)', () => {
    expect(applyImageProblem('notAnImage')).toBe('type');
    expect(applyImageProblem('empty')).toBe('empty');
    expect(applyImageProblem('size')).toBe('size');
    expect(applyImageProblem('undecodable')).toBe('undecodable');
  });

  it('leaves 3 slots, never fewer than 0', () => {
    expect([0, 1, 2, 3, 4].map(imageSlotsLeft)).toEqual([3, 2, 1, 0, 0]);
  });

  it('can be sent with a valid comment and only valid images', () => {
    expect(canSubmitApplication('ok', [])).toBe(true);
    expect(canSubmitApplication('ok', [{ problem: null }, { problem: null }])).toBe(true);
    expect(canSubmitApplication('ok', [{ problem: 'size' }])).toBe(false);
    expect(canSubmitApplication(' ', [])).toBe(false);
    expect(
      canSubmitApplication('ok', [
        { problem: null },
        { problem: null },
        { problem: null },
        { problem: null },
      ]),
    ).toBe(false);
  });
});
