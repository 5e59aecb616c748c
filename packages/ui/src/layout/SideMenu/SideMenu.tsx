import { useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import * as styles from './SideMenu.css.ts';
import type { SideMenuProps } from './sideMenuProps.ts';

export { SIDE_MENU_PROMOTION_LIMIT, type SideMenuProps } from './sideMenuProps.ts';

const loadDrawer = () => import('./SideMenuDrawer.tsx');
// lazy() drops the component's generic parameter; the drawer takes exactly SideMenuProps<Code>.
const SideMenuDrawer = lazy(loadDrawer) as unknown as <Code extends string>(
  props: SideMenuProps<Code>,
) => ReactNode;

// The column's content is its own chunk too: phones (most visitors) never render the column, and on wider
// screens the column keeps its width while the content arrives.
const loadContent = () => import('./SideMenuContent.tsx');
const FullMenu = lazy(() => loadContent().then((module) => ({ default: module.FullMenu }))) as unknown as <
  Code extends string,
>(
  props: SideMenuProps<Code>,
) => ReactNode;
const RailMenu = lazy(() => loadContent().then((module) => ({ default: module.RailMenu }))) as unknown as <
  Code extends string,
>(
  props: SideMenuProps<Code>,
) => ReactNode;

/**
 * The side menu (spec §2 Layout): a column beside the content on wider screens (expanded, or an icon rail),
 * a modal drawer on phones. The drawer's code is fetched after the first render, before anyone taps the toggle.
 */
export function SideMenu<Code extends string>(props: SideMenuProps<Code>) {
  const { t } = useLingui();
  const { id, variant, expanded } = props;
  useEffect(() => {
    if (variant === 'drawer') void loadDrawer().catch(() => undefined);
  }, [variant]);

  if (variant === 'column') {
    return (
      <aside id={id} className={expanded ? styles.column : styles.rail} aria-label={t`Menu lateral`}>
        <Suspense fallback={null}>{expanded ? <FullMenu {...props} /> : <RailMenu {...props} />}</Suspense>
      </aside>
    );
  }
  return (
    <Suspense fallback={null}>
      <SideMenuDrawer {...props} />
    </Suspense>
  );
}
