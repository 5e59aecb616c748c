import { PROMOTION_COMMENT_MAX_LENGTH, PROMOTION_IMAGE_MAX_COUNT } from '../constants.ts';
import type { ImageUploadProblem } from '../uploads/imageUpload.ts';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * §5/§9 the comment's length as the player sees it: user-perceived characters (grapheme clusters), so an emoji
 * with a skin tone, a flag or an accented letter typed as two code points each count once. Line breaks count.
 */
export function commentLength(comment: string): number {
  let count = 0;
  for (const _ of graphemes.segment(comment)) count += 1;
  return count;
}

export type CommentProblem = 'required' | 'tooLong';

/** §5 a comment is needed (blank is 'Input cannot be empty') and holds at most 140 characters. */
export function commentProblem(comment: string): CommentProblem | null {
  if (comment.trim() === '') return 'required';
  return commentLength(comment) > PROMOTION_COMMENT_MAX_LENGTH ? 'tooLong' : null;
}

export type ApplyImageProblem = 'type' | 'size' | 'tooMany' | 'empty' | 'undecodable';

/** §5/§9 why a picked picture cannot be sent, as the apply form names it (not a png or jpg: 'type'). */
export function applyImageProblem(problem: ImageUploadProblem | 'size'): ApplyImageProblem {
  return problem === 'notAnImage' ? 'type' : problem;
}

/**
 * §5/§9 at most 3 images: of `picked` files added to `kept` accepted ones, how many may still be read; the rest
 * are refused as 'tooMany' before any is read.
 */
export function imageSlotsLeft(kept: number): number {
  return Math.max(0, PROMOTION_IMAGE_MAX_COUNT - kept);
}

/** The form may be sent: a valid comment, every kept image valid, none uploading. */
export function canSubmitApplication(comment: string, images: readonly { problem: unknown }[]): boolean {
  return (
    commentProblem(comment) === null &&
    images.length <= PROMOTION_IMAGE_MAX_COUNT &&
    images.every((image) => image.problem === null || image.problem === undefined)
  );
}
