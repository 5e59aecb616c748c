import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SELF_TEST_QUESTION_COUNT, type SelfTestAnswer, selfTestBand, selfTestResult } from './selfTest.ts';

const answer = fc.constantFrom<SelfTestAnswer>(0, 1, 2, 3);

describe('issue 26 item 5: the "Jogo responsável" self-test (PGSI, nine questions scored 0–3)', () => {
  it.each([
    [0, 'none'],
    [1, 'low'],
    [2, 'low'],
    [3, 'moderate'],
    [7, 'moderate'],
    [8, 'problem'],
    [27, 'problem'],
  ] as const)('a score of %d is in the %s band', (score, band) => {
    expect(selfTestBand(score)).toBe(band);
  });

  it('gives no result until every question is answered, and names the ones left', () => {
    expect(selfTestResult([0, 1, null, 3])).toEqual({ complete: false, unanswered: [2, 4, 5, 6, 7, 8] });
    expect(selfTestResult([])).toEqual({ complete: false, unanswered: [0, 1, 2, 3, 4, 5, 6, 7, 8] });
  });

  it('the score of nine answers is their sum, in 0–27, and its band follows it', () => {
    fc.assert(
      fc.property(
        fc.array(answer, { minLength: SELF_TEST_QUESTION_COUNT, maxLength: SELF_TEST_QUESTION_COUNT }),
        (answers) => {
          const result = selfTestResult(answers);
          const sum = answers.reduce<number>((total, value) => total + value, 0);
          expect(result).toEqual({ complete: true, score: sum, band: selfTestBand(sum) });
        },
      ),
    );
  });

  it('one more "most of the time" never lowers the band', () => {
    const order = ['none', 'low', 'moderate', 'problem'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 25 }), (score) => {
        expect(order.indexOf(selfTestBand(score + 2))).toBeGreaterThanOrEqual(
          order.indexOf(selfTestBand(score)),
        );
      }),
    );
  });
});
