import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { imageUploadProblemMessages } from '../uploads/imageUpload.ts';
import { inputRequiredMessage } from '../validation/messages.ts';
import type { ApplyImageProblem, CommentProblem } from './promotionApply.ts';
import type { RewardAction } from './rewardCentre.ts';

// The reward centre's texts. §5 gives the limits (140 characters; png or jpg, 5 MB each, at most 3); the wording is
// ours. Source (pt) texts here, English in the en catalog.

export const rewardActionMessages = {
  /** 'Join' */
  join: msg`Participar`,
  /** 'Apply' */
  apply: msg`Candidatar-se`,
  /** 'Claim' */
  claim: msg`Resgatar`,
  /** 'See why' */
  viewReason: msg`Ver motivo`,
} as const satisfies Record<RewardAction, MessageDescriptor>;

export function commentProblemMessage(problem: CommentProblem): MessageDescriptor {
  /** 'At most 140 characters' */
  return problem === 'required' ? inputRequiredMessage : msg`No máximo 140 caracteres`;
}

export const applyImageProblemMessages = {
  /** 'Only png or jpg images' */
  type: msg`Apenas imagens png ou jpg`,
  /** 'Each image may be at most 5 MB' */
  size: msg`Cada imagem pode ter no máximo 5 MB`,
  /** 'At most 3 images' */
  tooMany: msg`No máximo 3 imagens`,
  empty: imageUploadProblemMessages.empty,
  undecodable: imageUploadProblemMessages.undecodable,
} as const satisfies Record<ApplyImageProblem, MessageDescriptor>;

/** 'Remove the pictures that cannot be sent' */
export const applyImagesRefusedMessage = msg`Remova as imagens que não podem ser enviadas`;
