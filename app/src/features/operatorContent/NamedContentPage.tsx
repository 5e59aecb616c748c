import { ContentPage } from '@sorte/ui';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { helpPath } from '../../paths.ts';
import * as styles from '../../routes/home/HomeRoute.css.ts';
import { type NamedPage, useNamedPage } from './operatorContent.ts';

/** About Us or the Beginner guide, connected: its content, loading, failure (with retry) or nothing yet. */
export function NamedContentPage({ page, title }: { page: NamedPage; title: string }) {
  const state = useNamedPage(page);
  return (
    <div className={styles.page}>
      <ContentPage
        title={title}
        status={state.status}
        sections={state.sections}
        failure={state.failure}
        onRetry={state.retry}
        helpHref={helpPath()}
        renderLink={renderRouterLink}
      />
    </div>
  );
}
