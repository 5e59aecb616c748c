import { useLingui } from '@lingui/react/macro';
import { GridNotice, HelpCentreModal, HelpPage, Spinner } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { helpCentreQuery } from '../../features/content/index.ts';
import { failureKind } from '../../lib/errors/failureKind.ts';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { helpPath } from '../../paths.ts';
import * as styles from '../home/HomeRoute.css.ts';

/**
 * Spec §2 /help: the help centre content (GET /wps/system/helpCenter), each topic a section with its anchor
 * (/help#term lands on the terms), and the help centre modal listing the topics.
 */
export function HelpRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const calls = useAtomValue(lobbyCallsAtom);
  const [modalOpen, setModalOpen] = useState(false);
  const topics = useQuery(helpCentreQuery(calls));
  const sections = topics.data
    ? topics.data.map(({ id, title, content }) => ({ id, title, html: content }))
    : [];

  // The anchor's section exists only once the content has arrived.
  useEffect(() => {
    if (topics.status !== 'success' || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [topics.status, hash]);

  return (
    <div className={styles.page}>
      {topics.status === 'error' ? (
        <GridNotice
          kind="error"
          message={t`Não foi possível carregar a ajuda.`}
          failure={failureKind(topics.error)}
          onRetry={() => void topics.refetch()}
        />
      ) : null}
      {topics.isPending ? <Spinner label={t`Carregando a ajuda`} /> : null}
      {topics.isSuccess ? <HelpPage sections={sections} onOpenHelpCentre={() => setModalOpen(true)} /> : null}
      <HelpCentreModal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        topics={sections.map((section) => ({
          id: section.id,
          title: section.title,
          href: helpPath(section.id),
        }))}
        onTopic={(topic, event) => {
          event.preventDefault();
          setModalOpen(false);
          void navigate({ hash: topic.id });
        }}
      />
    </div>
  );
}
