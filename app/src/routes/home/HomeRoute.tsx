import { useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '@sorte/ui/visually-hidden';
import { lazy, Suspense } from 'react';
import { HomeBanner, noticesPlaceholder } from '../../features/home/index.ts';
import { useAfterMainPaint } from '../../state/mainPaint.ts';
import * as styles from './HomeRoute.css.ts';

// The banner is the page's largest paint: it renders with the route, as soon as its answer is in (the bootstrap
// asked for it early). The notices, the lobby and the winners come in their own chunk once it has painted.
const HomeContent = lazy(() => import('../../features/home/HomeContent.tsx'));

/** Home (spec §2): banner, notice marquee, game lobby and winner board. */
export function HomeRoute() {
  const { t } = useLingui();
  const bannerPainted = useAfterMainPaint();
  const placeholder = <div className={noticesPlaceholder} aria-hidden="true" />;
  return (
    <div className={styles.page}>
      <h1 className={visuallyHidden}>{t`Sorte: jogos, cassino e loterias`}</h1>
      <HomeBanner />
      {bannerPainted ? (
        <Suspense fallback={placeholder}>
          <HomeContent />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
