import { useLingui } from '@lingui/react/macro';
import { DEFAULT_FEEDBACK_QUESTION_TYPES, feedbackWordBounds } from '@sorte/domain';
import { FeedbackForm, type FeedbackValues } from '@sorte/ui/feedback';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { accountPagesCallsAtom } from '../../lib/accountPagesGateway.ts';
import { failureText } from '../../lib/errors/index.ts';
import { feedbackSettingsQuery, sendFeedback } from './api.ts';
import * as styles from './FeedbackPanel.css.ts';

const EMPTY: FeedbackValues = { questionType: '', content: '', contactInfo: '' };

/**
 * §2 Feedback: question type, content within the gateway's word bounds (§5; the documented defaults when its
 * settings fail or leave them out), contact info; PUT /wps/feedback. What was typed stays when sending fails.
 */
export function FeedbackPanel() {
  const { t } = useLingui();
  const calls = useAtomValue(accountPagesCallsAtom);
  const settings = useQuery(feedbackSettingsQuery(calls));
  const [values, setValues] = useState<FeedbackValues>(EMPTY);
  const [sent, setSent] = useState(false);
  const send = useMutation({
    mutationKey: ['feedback-send'],
    mutationFn: (request: FeedbackValues) => sendFeedback(calls, request),
    onSuccess: () => {
      setValues(EMPTY);
      setSent(true);
    },
  });

  // The form waits for the settings (their bounds decide what may be sent); a failure falls back to the defaults.
  const settled = settings.isSuccess || settings.isError;
  const bounds = feedbackWordBounds({ min: settings.data?.minWords, max: settings.data?.maxWords });
  const questionTypes = settings.data?.questionTypes ?? DEFAULT_FEEDBACK_QUESTION_TYPES;

  return (
    <section className={styles.root} aria-labelledby="feedback-title">
      <h1 id="feedback-title" className={styles.title}>
        {t`Sua opinião`}
      </h1>
      <p className={styles.intro}>{t`Conte o que podemos melhorar: lemos todas as mensagens.`}</p>
      {settled ? (
        <FeedbackForm
          questionTypes={questionTypes}
          bounds={bounds}
          values={values}
          onChange={setValues}
          submitting={send.isPending}
          formError={send.isError ? failureText(send.error) : undefined}
          onSubmit={(request) => send.mutate(request)}
          sent={sent}
          onWriteAnother={() => {
            send.reset();
            setSent(false);
          }}
        />
      ) : (
        <div className={styles.loading} aria-busy="true" />
      )}
    </section>
  );
}
