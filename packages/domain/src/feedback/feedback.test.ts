import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEEDBACK_WORD_BOUNDS, feedbackContentProblem, feedbackWordBounds } from './feedback.ts';
import { countWords } from './wordCount.ts';

describe('§5 Feedback: content length between {0} and {1} words', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['olá', 1],
    ['O saque demorou, mas chegou.', 5],
    ['linha um\nlinha   dois\t três', 5],
    ['— , . !', 0],
    ['R$ 100,00 depositados', 3],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it('counts whole words whatever the spacing between them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 40 }),
        fc.constantFrom(' ', '  ', '\n', '\t', ', ', '. ', ' — '),
        (words, gap) => countWords(words.join(gap)) === words.length,
      ),
    );
  });

  const bounds = { min: 3, max: 5 };
  it.each([
    ['', 'required'],
    ['  \n', 'required'],
    ['duas palavras', 'word-count'],
    ['três palavras aqui', null],
    ['cinco palavras cabem bem aqui', null],
    ['seis palavras já passam do limite', 'word-count'],
  ] as const)('%j → %s', (content, problem) => {
    expect(feedbackContentProblem(content, bounds)).toBe(problem);
  });

  it.each([
    [{}, DEFAULT_FEEDBACK_WORD_BOUNDS],
    [
      { min: 5, max: 50 },
      { min: 5, max: 50 },
    ],
    [{ min: 5 }, { min: 5, max: DEFAULT_FEEDBACK_WORD_BOUNDS.max }],
    [
      { min: 0, max: 20 },
      { min: DEFAULT_FEEDBACK_WORD_BOUNDS.min, max: 20 },
    ],
    [{ min: 40, max: 20 }, DEFAULT_FEEDBACK_WORD_BOUNDS],
    [
      { min: 2.5, max: 20 },
      { min: DEFAULT_FEEDBACK_WORD_BOUNDS.min, max: 20 },
    ],
  ])('bounds sent %j are read as %j', (sent, read) => {
    expect(feedbackWordBounds(sent)).toEqual(read);
  });
});
