import { useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './PageLoader.css.ts';

export interface PageLoaderProps {
  /** True while a route change loads; the app hides it after each navigation. */
  active: boolean;
}

/** The route-change loader: a thin bar over the top edge, announced politely. It takes no space. */
export function PageLoader({ active }: PageLoaderProps) {
  const { t } = useLingui();
  return (
    <>
      <div className={styles.track} aria-hidden="true">
        {active ? <div className={styles.bar} data-page-loader="" /> : null}
      </div>
      <div role="status" className={visuallyHidden}>
        {active ? t`Carregando a página…` : ''}
      </div>
    </>
  );
}
