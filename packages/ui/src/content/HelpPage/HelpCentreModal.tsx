import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { Modal } from '../../modals/Modal/index.ts';
import * as styles from './HelpPage.css.ts';

export interface HelpTopic {
  id: string;
  title: string;
  /** Where the topic lives, e.g. /help#term. */
  href: string;
}

export interface HelpCentreModalProps {
  open: boolean;
  onClose: () => void;
  topics: readonly HelpTopic[];
  /** A topic was chosen; call `event.preventDefault()` to route internally (and close the modal). */
  onTopic: (topic: HelpTopic, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The help centre modal: the help topics, each a link to its section of /help. */
export function HelpCentreModal({ open, onClose, topics, onTopic }: HelpCentreModalProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onClose} title={t`Central de ajuda`} size="medium">
      {topics.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Nenhum tópico de ajuda disponível.</Trans>
        </p>
      ) : (
        <ul className={styles.topics}>
          {topics.map((topic) => (
            <li key={topic.id}>
              <a className={styles.topic} href={topic.href} onClick={(event) => onTopic(topic, event)}>
                <span>{topic.title}</span>
                <Icon name="chevronForward" size="inline" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
