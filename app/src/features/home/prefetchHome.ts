import { bannersOfGroup } from '@sorte/domain';
import { prefetchQuery } from '../../lib/useGatewayQuery.ts';
import type { AppStore } from '../../state/store.ts';
import { publicContentCallsAtom } from '../content/index.ts';

/** HomeBanner's query key: the bootstrap and the banner must agree on it. */
export const HOME_BANNERS_KEY = 'banners:w_home';

/**
 * The home page's largest paint is the first w_home banner. Its request starts as soon as the runtime config is
 * in, alongside the home route's code rather than after it, and the image is fetched the moment its address is
 * known (spec §2 Home: the first slide is the LCP image).
 */
export function prefetchHome(store: AppStore) {
  const banners = prefetchQuery(store, HOME_BANNERS_KEY, () =>
    store.get(publicContentCallsAtom).banners('w_home'),
  );
  void banners?.then(
    (list) => {
      const first = bannersOfGroup(list, 'w_home')[0]?.url;
      if (!first || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(first)}"]`)) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = first;
      link.fetchPriority = 'high';
      document.head.append(link);
    },
    () => undefined,
  );
}
