import { useLingui } from '@lingui/react/macro';
import * as styles from './notOffered.css.ts';

/**
 * In place of a section whose only call this gateway does not offer (issue 24 item 4): a plain note, no alert and
 * no retry, since trying again cannot help.
 */
export function NotOfferedNote() {
  const { t } = useLingui();
  return <p className={styles.note}>{t`Esta seção não está disponível neste site.`}</p>;
}
