// Macro-free, so the simulated gateway's plain-node server can count words as the site does (§5 Feedback).

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Words as a reader counts them: punctuation and spaces are not words; works for scripts without spaces too. */
export function countWords(text: string): number {
  let words = 0;
  for (const segment of wordSegmenter.segment(text)) if (segment.isWordLike) words += 1;
  return words;
}
