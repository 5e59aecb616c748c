import { useLingui } from '@lingui/react/macro';
import { GridNotice, NoticeMarquee } from '@sorte/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { failureKind } from '../errors/failureText.ts';
import { lobbyCallsAtom } from '../lobby/lobbyGateway.ts';
import { useGatewayQuery } from '../lobby/useGatewayQuery.ts';
import * as styles from './home.css.ts';

// The modal (and the HTML sanitizer it brings) loads on the first open.
const NoticeModal = lazy(() =>
  import('@sorte/ui/content').then((module) => ({ default: module.NoticeModal })),
);

/** Spec §2 Home: the notice marquee (pausable); a notice opens the notice modal. */
export function HomeNotices() {
  const { t } = useLingui();
  const calls = useAtomValue(lobbyCallsAtom);
  const [paused, setPaused] = useState(false);
  const [openId, setOpenId] = useState<string | number | null>(null);
  const notices = useGatewayQuery('notices', (signal) => calls.content.popularNotices({ signal }));
  if (notices.status === 'loading') return <div className={styles.noticesPlaceholder} aria-hidden="true" />;
  if (notices.status === 'error') {
    return (
      <GridNotice
        kind="error"
        compact
        message={t`Não foi possível carregar os avisos.`}
        failure={failureKind(notices.error)}
        onRetry={notices.retry}
      />
    );
  }
  if (notices.status !== 'ready' || notices.data.length === 0) return null;
  const items = notices.data.map((notice, index) => ({
    id: notice.id ?? index,
    title: notice.title,
    content: notice.content,
    timestamp: notice.timestamp ?? null,
  }));
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
          <NoticeModal open onClose={() => setOpenId(null)} notices={items} selectedId={openId} />
        </Suspense>
      ) : null}
    </>
  );
}
