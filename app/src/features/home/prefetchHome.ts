import { bannersOfGroup } from '@sorte/domain';
import { queryClientOf } from '../../lib/queryClient.ts';
import type { AppStore } from '../../state/store.ts';
import { bannerCallsAtom } from '../content/index.ts';
import { bannersQuery } from './api.ts';

/**
 * The home page's largest paint is the first w_home banner. Its request starts as soon as the runtime config is
 * in, alongside the home route's code rather than after it (the banner's query then finds it in the cache or
 * still out, and sends no second request), and the image is fetched the moment its address is known (spec §2
 * Home: the first slide is the LCP image).
 */
export function prefetchHome(store: AppStore) {
  const client = queryClientOf(store);
  const query = bannersQuery(store.get(bannerCallsAtom), 'w_home');
  void client.prefetchQuery(query).then(() => {
    const list = client.getQueryData(query.queryKey);
    const first = list ? bannersOfGroup(list, 'w_home')[0]?.url : undefined;
    if (!first || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(first)}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = first;
    link.fetchPriority = 'high';
    document.head.append(link);
  });
}
