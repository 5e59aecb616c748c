import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { countWords } from './wordCount.ts';

// Spec §3 Feedback form (question type, content, contact info) and §5 "Feedback: content length between {0} and
// {1} words (values not shown)". The bounds come from the gateway's feedback settings; these are used when it
// sends none.

export interface FeedbackWordBounds {
  min: number;
  max: number;
}

/** Reading: the bounds when the gateway sends none (the spec does not show its values). */
export const DEFAULT_FEEDBACK_WORD_BOUNDS: FeedbackWordBounds = { min: 10, max: 500 };

/** Reading: the question types when the gateway sends none. */
export const DEFAULT_FEEDBACK_QUESTION_TYPES = [
  'SUGGESTION',
  'DEPOSIT',
  'WITHDRAW',
  'GAME',
  'ACCOUNT',
  'OTHER',
] as const;

/** §5: the content's word count must lie within the bounds (both inclusive). */
export function feedbackContentProblem(
  content: string,
  bounds: FeedbackWordBounds,
): 'required' | 'word-count' | null {
  if (content.trim() === '') return 'required';
  const words = countWords(content);
  return words < bounds.min || words > bounds.max ? 'word-count' : null;
}

/** §3 'between {0} and {1} words' */
export function feedbackWordCountMessage(bounds: FeedbackWordBounds): MessageDescriptor {
  const { min, max } = bounds;
  return msg`O conteúdo deve ter entre ${min} e ${max} palavras`;
}

/** Bounds that make sense: whole, min ≥ 1, max ≥ min; anything else falls back to the default. */
export function feedbackWordBounds(sent: { min?: number; max?: number }): FeedbackWordBounds {
  const min = sent.min !== undefined && Number.isInteger(sent.min) && sent.min >= 1 ? sent.min : undefined;
  const max = sent.max !== undefined && Number.isInteger(sent.max) && sent.max >= 1 ? sent.max : undefined;
  const bounds = {
    min: min ?? DEFAULT_FEEDBACK_WORD_BOUNDS.min,
    max: max ?? DEFAULT_FEEDBACK_WORD_BOUNDS.max,
  };
  return bounds.max >= bounds.min ? bounds : DEFAULT_FEEDBACK_WORD_BOUNDS;
}
