import { useLingui } from '@lingui/react/macro';
import {
  type ApplyImageProblem,
  applyImageProblemMessages,
  commentLength,
  PROMOTION_COMMENT_MAX_LENGTH,
  PROMOTION_IMAGE_MAX_COUNT,
  PROMOTION_IMAGE_TYPES,
} from '@sorte/domain';
import { useId, useRef } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import { FilePreview } from '../../forms/FilePreview.tsx';
import { fileSizeText } from '../../forms/imageFiles.ts';
import {
  type FieldMessage,
  FormMessage,
  useFocusFirstInvalidAfter,
  useMessageText,
} from '../../forms/index.ts';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { Modal } from '../../modals/Modal/index.ts';
import * as styles from './PromotionApplyDialog.css.ts';

/** A picked picture: kept with its problem (type, size or one too many) until the player removes it. */
export interface ApplyImageItem {
  id: string;
  file: File;
  problem: ApplyImageProblem | null;
}

export interface PromotionApplyDialogProps {
  open: boolean;
  onClose: () => void;
  promotionTitle: string;
  comment: string;
  onCommentChange: (comment: string) => void;
  /** Shown once the player tried to send (the domain's `commentProblemMessage`). */
  commentError?: FieldMessage;
  images: readonly ApplyImageItem[];
  /** Files the player picked (any number: the app judges each, §5 png or jpg, ≤5 MB, ≤3). */
  onAddFiles: (files: File[]) => void;
  onRemoveImage: (id: string) => void;
  submitting: boolean;
  /** Share of the upload sent, 0…1, while submitting (null: not known yet). */
  progress: number | null;
  /** A refusal or failure of the request: what the player typed and picked stays. */
  formError?: FieldMessage;
  onSubmit: () => void;
}

/**
 * §5 Promotion apply: a comment of at most 140 characters with a live count, and up to 3 png or jpg pictures of at
 * most 5 MB each, previewed and removable, with the upload's progress while sending.
 */
export function PromotionApplyDialog({
  open,
  onClose,
  promotionTitle,
  comment,
  onCommentChange,
  commentError,
  images,
  onAddFiles,
  onRemoveImage,
  submitting,
  progress,
  formError,
  onSubmit,
}: PromotionApplyDialogProps) {
  const { t } = useLingui();
  const text = useMessageText();
  const formId = useId();
  const ids = {
    comment: `${formId}-comment`,
    counter: `${formId}-counter`,
    error: `${formId}-error`,
    files: `${formId}-files`,
    filesHint: `${formId}-files-hint`,
  };
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const length = commentLength(comment);
  const over = length > PROMOTION_COMMENT_MAX_LENGTH;
  const accepted = images.filter((image) => image.problem === null).length;
  const full = accepted >= PROMOTION_IMAGE_MAX_COUNT;
  const percent = progress === null ? null : Math.round(progress * 100);
  const submit = useFocusFirstInvalidAfter({
    order: ['comment'],
    errors: { comment: commentError },
    submitting,
    refs: { comment: commentRef },
  })(() => {
    if (!submitting) onSubmit();
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Candidatar-se: ${promotionTitle}`}
      size="medium"
      initialFocus={() => commentRef.current}
      footer={
        <Button type="submit" form={formId} block pending={submitting}>
          {t`Enviar candidatura`}
        </Button>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={ids.comment} className={styles.label}>
            {t`Comentário`}
            <span aria-hidden="true" className={styles.asterisk}>
              *
            </span>
          </label>
          <textarea
            ref={commentRef}
            id={ids.comment}
            dir="auto"
            className={styles.textarea}
            value={comment}
            required
            readOnly={submitting}
            aria-invalid={commentError !== undefined || over || undefined}
            aria-describedby={[commentError !== undefined ? ids.error : null, ids.counter]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => onCommentChange(event.currentTarget.value)}
          />
          <div className={styles.fieldFoot}>
            {commentError !== undefined ? (
              <p id={ids.error} className={styles.error}>
                <Icon name="critical" size="small" />
                <span>{text(commentError)}</span>
              </p>
            ) : null}
            <span id={ids.counter} className={`${styles.counter} ${over ? styles.counterOver : ''}`}>
              <bdi>{t`${length} de ${PROMOTION_COMMENT_MAX_LENGTH} caracteres`}</bdi>
            </span>
          </div>
        </div>

        <div className={styles.field}>
          <span className={styles.label} id={`${ids.files}-label`}>
            {t`Imagens`}
          </span>
          {images.length > 0 ? (
            <ul className={styles.images} aria-labelledby={`${ids.files}-label`}>
              {images.map((image) => (
                <PickedImage
                  key={image.id}
                  image={image}
                  disabled={submitting}
                  onRemove={() => onRemoveImage(image.id)}
                />
              ))}
            </ul>
          ) : null}
          <input
            id={ids.files}
            type="file"
            multiple
            className={styles.fileInput}
            accept={PROMOTION_IMAGE_TYPES.join(',')}
            disabled={submitting || full}
            aria-labelledby={`${ids.files}-label ${ids.files}-pick`}
            aria-describedby={ids.filesHint}
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              // Cleared so the same file can be picked again after it was removed.
              event.currentTarget.value = '';
              if (files.length > 0) onAddFiles(files);
            }}
          />
          <label htmlFor={ids.files} id={`${ids.files}-pick`} className={styles.pick}>
            <Icon name="camera" />
            {t`Adicionar imagens`}
          </label>
          <p id={ids.filesHint} className={styles.hint}>
            {t`PNG ou JPG, até 5 MB cada, no máximo ${PROMOTION_IMAGE_MAX_COUNT} imagens.`}
          </p>
        </div>

        {submitting ? (
          <div className={styles.progress} role="status">
            <span>{percent === null ? t`Enviando…` : t`Enviando… ${percent}%`}</span>
            <progress
              className={styles.progressBar}
              max={100}
              {...(percent === null ? {} : { value: percent })}
              aria-label={t`Progresso do envio`}
            />
          </div>
        ) : formError !== undefined ? (
          <FormMessage message={formError} />
        ) : null}
      </form>
    </Modal>
  );
}

function PickedImage({
  image,
  disabled,
  onRemove,
}: {
  image: ApplyImageItem;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const name = image.file.name;
  const errorId = useId();
  return (
    <li className={`${styles.image} ${image.problem !== null ? styles.imageRefused : ''}`}>
      {image.problem === null ? (
        <FilePreview
          file={image.file}
          className={styles.thumbnail}
          alt={t`Prévia de ${name}`}
          width={64}
          height={64}
        />
      ) : (
        <span className={styles.thumbnail} aria-hidden="true" />
      )}
      <span className={styles.fileText}>
        <bdi className={styles.fileName}>{name}</bdi>
        <span className={styles.fileSize}>
          <bdi>{fileSizeText(image.file.size, formatLocaleOf(i18n))}</bdi>
        </span>
        {image.problem !== null ? (
          <span id={errorId} className={styles.error}>
            <Icon name="critical" size="small" />
            <span>{i18n._(applyImageProblemMessages[image.problem])}</span>
          </span>
        ) : null}
      </span>
      <Button
        tone="ghost"
        size="small"
        disabled={disabled}
        aria-label={t`Remover ${name}`}
        aria-describedby={image.problem !== null ? errorId : undefined}
        onClick={onRemove}
      >
        <Icon name="close" size="inline" />
        {t`Remover`}
      </Button>
    </li>
  );
}
