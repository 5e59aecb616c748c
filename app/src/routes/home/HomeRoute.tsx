import { useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '@sorte/ui/visually-hidden';
import { lazy, Suspense } from 'react';
import { bannerPlaceholder } from '../../features/home/home.css.ts';
import * as styles from './HomeRoute.css.ts';

// The home content and the lobby come in their own chunk: the route paints its reserved layout first.
const HomeContent = lazy(() => import('../../features/home/HomeContent.tsx'));

/** Home (spec §2): banner, notice marquee, game lobby and winner board. */
export function HomeRoute() {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <h1 className={visuallyHidden}>{t`Sorte: jogos, cassino e loterias`}</h1>
      <Suspense fallback={<div className={bannerPlaceholder} aria-hidden="true" />}>
        <HomeContent />
      </Suspense>
    </div>
  );
}
