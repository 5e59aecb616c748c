import {
  PROMOTION_COMMENT_MAX_LENGTH,
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_IMAGE_MAX_COUNT,
} from '../constants.ts';

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

export type ApplyImageProblem = 'type' | 'size' | 'tooMany';

/**
 * §5/§9 one picked image: its real type read from its first bytes (`imageTypeFromBytes`; null when it is neither
 * png nor jpg) and its size, at most 5 MB.
 */
export function applyImageProblem(image: {
  detectedType: 'image/png' | 'image/jpeg' | null;
  size: number;
}): ApplyImageProblem | null {
  if (image.size > PROMOTION_IMAGE_MAX_BYTES) return 'size';
  return image.detectedType === null ? 'type' : null;
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
