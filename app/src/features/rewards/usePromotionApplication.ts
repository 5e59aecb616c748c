import type { MessageDescriptor } from '@lingui/core';
import {
  applyImageProblem,
  applyImagesRefusedMessage,
  commentProblem,
  commentProblemMessage,
  imageSlotsLeft,
  type PromotionStatus,
  toPromotionStatus,
} from '@sorte/domain';
import type { ApplyImageItem } from '@sorte/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { failureText } from '../../lib/errors/index.ts';
import { type CleanImage, cleanImage, uploadFile } from '../../lib/imageUpload.ts';
import { actionFailureText, rememberMissing } from '../../lib/missingCall/missingCall.ts';
import { applyForPromotion, rewardsKeys } from './api.ts';
import { useRewards } from './useRewards.ts';

interface Draft {
  comment: string;
  images: ApplyImageItem[];
}

const EMPTY_DRAFT: Draft = { comment: '', images: [] };

/**
 * §5 Promotion apply for one promotion at a time: the draft (comment and pictures) lives here, per promotion, so
 * closing the dialog or a failed send loses nothing the player typed or picked; it is cleared once the gateway
 * accepted the application.
 */
export function usePromotionApplication() {
  const { calls, token, client } = useRewards();
  const [openId, setOpenId] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const nextImageId = useRef(0);
  /** Issue 22: each accepted picture re-encoded when picked (no EXIF, no GPS), by its item's id: what is sent. */
  const cleanImages = useRef(new Map<string, CleanImage>());
  const draft = (openId !== null ? drafts[openId] : undefined) ?? EMPTY_DRAFT;

  const update = (change: (current: Draft) => Draft) => {
    if (openId === null) return;
    setDrafts((all) => ({ ...all, [openId]: change(all[openId] ?? EMPTY_DRAFT) }));
  };

  const apply = useMutation({
    mutationFn: (request: { promotionId: string; comment: string; images: File[] }) =>
      applyForPromotion(calls, request, (sent, total) => setProgress(total > 0 ? sent / total : null)),
    onMutate: () => setProgress(null),
    onError: (error) => rememberMissing(client, 'applyPromotion', error),
    onSuccess: (answer, request) => {
      const status: PromotionStatus = toPromotionStatus(answer.status) ?? 'APPLYING';
      client.setQueryData(
        rewardsKeys.promotions(token),
        (list: { id: string; status: string }[] | undefined) =>
          list?.map((promotion) =>
            promotion.id === request.promotionId ? { ...promotion, status } : promotion,
          ),
      );
      void client.invalidateQueries({ queryKey: rewardsKeys.promotions(token) });
      setDrafts(({ [request.promotionId]: _sent, ...rest }) => rest);
      setOpenId(null);
    },
  });

  const commentIssue = commentProblem(draft.comment);
  const refusedImages = draft.images.some((image) => image.problem !== null);
  const formError: MessageDescriptor | string | undefined = apply.isError
    ? actionFailureText(apply.error, failureText)
    : tried && refusedImages
      ? applyImagesRefusedMessage
      : undefined;

  return {
    openId,
    open: (promotionId: string) => {
      apply.reset();
      setTried(false);
      setOpenId(promotionId);
    },
    close: () => {
      if (!apply.isPending) setOpenId(null);
    },
    comment: draft.comment,
    setComment: (text: string) => update((current) => ({ ...current, comment: text })),
    commentError: tried && commentIssue !== null ? commentProblemMessage(commentIssue) : undefined,
    images: draft.images,
    addFiles: async (files: File[]) => {
      const kept = draft.images.filter((image) => image.problem === null).length;
      let slots = imageSlotsLeft(kept);
      const judged: ApplyImageItem[] = [];
      for (const file of files) {
        nextImageId.current += 1;
        const id = `image-${nextImageId.current}`;
        if (slots <= 0) {
          judged.push({ id, file, problem: 'tooMany' });
          continue;
        }
        const cleaned = await cleanImage(file);
        if ('image' in cleaned) {
          cleanImages.current.set(id, cleaned.image);
          slots -= 1;
        }
        judged.push({ id, file, problem: 'image' in cleaned ? null : applyImageProblem(cleaned.problem) });
      }
      update((current) => ({ ...current, images: [...current.images, ...judged] }));
    },
    removeImage: (id: string) => {
      cleanImages.current.delete(id);
      update((current) => ({ ...current, images: current.images.filter((image) => image.id !== id) }));
    },
    submitting: apply.isPending,
    progress,
    formError,
    submit: () => {
      setTried(true);
      apply.reset();
      if (openId === null || commentIssue !== null || refusedImages) return;
      apply.mutate({
        promotionId: openId,
        comment: draft.comment,
        images: draft.images.flatMap((image, index) => {
          const clean = cleanImages.current.get(image.id);
          return clean ? [uploadFile(clean, 'promotion', index + 1)] : [];
        }),
      });
    },
  };
}
