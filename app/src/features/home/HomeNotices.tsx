import { useLingui } from '@lingui/react/macro';
import { GridNotice, NoticeMarquee } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { failureKind } from '../../lib/errors/index.ts';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { announcementsQuery } from '../content/index.ts';
import { popularNoticesQuery } from './api.ts';
import * as styles from './home.css.ts';

// The modal (and the HTML sanitizer it brings) loads on the first open.
const NoticeModal = lazy(() =>
  import('@sorte/ui/content').then((module) => ({ default: module.NoticeModal })),
);

/**
 * Spec §2 Home: the notice marquee (pausable) shows the popular notices; a notice opens the notice modal, which lists
 * the full notice list (the public content's announcements), with the popular notices it lacks.
 */
export function HomeNotices() {
  const { t } = useLingui();
  const calls = useAtomValue(lobbyCallsAtom);
  const [paused, setPaused] = useState(false);
  const [openId, setOpenId] = useState<string | number | null>(null);
  const notices = useQuery(popularNoticesQuery(calls));
  const fullList = useQuery({ ...announcementsQuery(calls), enabled: openId !== null });
  if (notices.isPending) return <div className={styles.noticesPlaceholder} aria-hidden="true" />;
  if (notices.status === 'error') {
    return (
      <GridNotice
        kind="error"
        compact
        message={t`Não foi possível carregar os avisos.`}
        failure={failureKind(notices.error)}
        onRetry={() => void notices.refetch()}
      />
    );
  }
  if (notices.data.length === 0) return null;
  const items = notices.data.map((notice, index) => ({
    id: notice.id ?? index,
    title: notice.title,
    content: notice.content,
    timestamp: notice.timestamp ?? null,
  }));
  const listed = fullList.data
    ? fullList.data.map((item, index) => ({
        id: item.id ?? `announcement-${index}`,
        title: item.title,
        content: item.content,
        timestamp: item.timestamp ?? null,
      }))
    : [];
  const listedIds = new Set<string | number>(listed.map((item) => item.id));
  const modalItems = [...listed, ...items.filter((item) => !listedIds.has(item.id))];
  return (
    <>
      <NoticeMarquee
        notices={items}
        paused={paused}
        onPausedChange={setPaused}
        onOpen={(notice) => setOpenId(notice.id)}
      />
      {openId !== null ? (
        <Suspense fallback={null}>
          <NoticeModal open onClose={() => setOpenId(null)} notices={modalItems} selectedId={openId} />
        </Suspense>
      ) : null}
    </>
  );
}
