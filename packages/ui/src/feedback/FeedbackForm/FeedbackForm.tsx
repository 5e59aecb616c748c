import { Trans, useLingui } from '@lingui/react/macro';
import {
  countWords,
  type FeedbackWordBounds,
  feedbackContentProblem,
  feedbackWordCountMessage,
  inputRequiredMessage,
} from '@sorte/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import {
  type FieldMessage,
  FormMessage,
  TextField,
  useFocusFirstInvalid,
  useMessageText,
} from '../../forms/index.ts';
import * as styles from './FeedbackForm.css.ts';

export interface FeedbackValues {
  questionType: string;
  content: string;
  contactInfo: string;
}

export interface FeedbackFormProps {
  /** The gateway's question types (codes); known ones are shown in words, others as sent. */
  questionTypes: readonly string[];
  /** §5: the content's word count must lie between these (inclusive). */
  bounds: FeedbackWordBounds;
  /** Kept by the parent, so nothing typed is lost when sending fails. */
  values: FeedbackValues;
  onChange: (values: FeedbackValues) => void;
  submitting: boolean;
  /** The gateway's refusal or a failure, above the button. */
  formError?: FieldMessage;
  /** Never called while sending, nor with an invalid form. */
  onSubmit: (values: FeedbackValues) => void;
  /** The feedback went through: a thank-you replaces the form. */
  sent: boolean;
  /** Write another one. */
  onWriteAnother: () => void;
}

type Field = 'questionType' | 'content';
const FIELD_ORDER: readonly Field[] = ['questionType', 'content'];

/** Spec §3 Feedback form (question type, content between {0} and {1} words, contact info), PUT /wps/feedback. */
export function FeedbackForm({
  questionTypes,
  bounds,
  values,
  onChange,
  submitting,
  formError,
  onSubmit,
  sent,
  onWriteAnother,
}: FeedbackFormProps) {
  const { t, i18n } = useLingui();
  const text = useMessageText();
  const id = useId();
  const [checked, setChecked] = useState(false);
  const typeRef = useRef<HTMLSelectElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  const typeLabels: Record<string, string> = {
    SUGGESTION: t`Sugestão`,
    DEPOSIT: t`Depósito`,
    WITHDRAW: t`Saque`,
    GAME: t`Jogos`,
    ACCOUNT: t`Conta`,
    OTHER: t`Outro assunto`,
  };
  const words = countWords(values.content);
  const problem = feedbackContentProblem(values.content, bounds);
  const typeMessage: FieldMessage | undefined =
    checked && values.questionType === '' ? inputRequiredMessage : undefined;
  const contentMessage: FieldMessage | undefined =
    checked && problem !== null
      ? problem === 'required'
        ? inputRequiredMessage
        : feedbackWordCountMessage(bounds)
      : undefined;
  const handleSubmit = useFocusFirstInvalid({
    order: FIELD_ORDER,
    errors: { questionType: typeMessage, content: contentMessage },
    submitting,
    refs: { questionType: typeRef, content: contentRef },
  });

  if (sent) {
    return (
      <div className={styles.done} role="status">
        <p className={styles.doneTitle}>
          <Icon name="check" size="inline" /> {t`Obrigado pela sua opinião!`}
        </p>
        <p className={styles.intro}>
          <Trans>
            Recebemos sua mensagem. Se você deixou um contato, nossa equipe pode responder por ele.
          </Trans>
        </p>
        <Button tone="secondary" onClick={onWriteAnother}>
          {t`Escrever outra`}
        </Button>
      </div>
    );
  }

  const submit = () => {
    setChecked(true);
    if (values.questionType !== '' && problem === null) onSubmit(values);
  };

  const ids = {
    type: `${id}-type`,
    typeError: `${id}-type-error`,
    content: `${id}-content`,
    contentError: `${id}-content-error`,
    count: `${id}-count`,
  };
  const wordsText = i18n.number(words);
  const minText = i18n.number(bounds.min);
  const maxText = i18n.number(bounds.max);
  const outside = words > 0 && (words < bounds.min || words > bounds.max);

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(submit)} aria-label={t`Enviar opinião`}>
      <fieldset className={styles.form} disabled={submitting}>
        <div className={styles.field}>
          <label htmlFor={ids.type} className={styles.label}>
            {t`Tipo de questão`}
            <span aria-hidden="true" className={styles.asterisk}>
              *
            </span>
          </label>
          <select
            ref={typeRef}
            id={ids.type}
            className={styles.control}
            value={values.questionType}
            onChange={(event) => onChange({ ...values, questionType: event.target.value })}
            aria-required
            aria-invalid={typeMessage !== undefined || undefined}
            aria-describedby={typeMessage !== undefined ? ids.typeError : undefined}
          >
            <option value="">{t`Escolha um tipo`}</option>
            {questionTypes.map((type) => (
              <option key={type} value={type}>
                {typeLabels[type] ?? type}
              </option>
            ))}
          </select>
          {typeMessage !== undefined ? (
            <p id={ids.typeError} className={styles.error}>
              {text(typeMessage)}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.content} className={styles.label}>
            {t`Conteúdo`}
            <span aria-hidden="true" className={styles.asterisk}>
              *
            </span>
          </label>
          <textarea
            ref={contentRef}
            id={ids.content}
            dir="auto"
            className={styles.textarea}
            value={values.content}
            onChange={(event) => onChange({ ...values, content: event.target.value })}
            aria-required
            aria-invalid={contentMessage !== undefined || undefined}
            aria-describedby={[contentMessage !== undefined ? ids.contentError : null, ids.count]
              .filter(Boolean)
              .join(' ')}
          />
          {contentMessage !== undefined ? (
            <p id={ids.contentError} className={styles.error}>
              {text(contentMessage)}
            </p>
          ) : null}
          <p id={ids.count} className={styles.meta}>
            <span>{t`Entre ${minText} e ${maxText} palavras`}</span>
            <span className={outside ? styles.countOutside : undefined}>{t`${wordsText} palavras`}</span>
          </p>
        </div>
        <TextField
          label={t`Contato (e-mail ou telefone)`}
          autoComplete="email"
          value={values.contactInfo}
          onChange={(event) => onChange({ ...values, contactInfo: event.target.value })}
          hint={t`Opcional: para podermos responder.`}
        />
      </fieldset>
      <div className={styles.foot}>
        {formError !== undefined ? <FormMessage message={formError} /> : null}
        <Button type="submit" block pending={submitting}>
          {t`Enviar`}
        </Button>
      </div>
    </form>
  );
}
