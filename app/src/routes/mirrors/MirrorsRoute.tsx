import { type MirrorSite, mirrorSites } from '@sorte/domain';
import { MirrorList } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { failureKind } from '../../lib/errors/failureKind.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { domainRoutesQuery } from '../../lib/system/api.ts';
import { useCopyToClipboard } from '../../lib/useCopyToClipboard.ts';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';

/**
 * §2 mirror site list (named by label only): the §7 domain routes as links (http(s) origins only: the domain's
 * `mirrorSites`), the host this page is served from marked, each with a copy button.
 */
export function MirrorsRoute() {
  const routes = useQuery(domainRoutesQuery(useAtomValue(requiredGatewayAtom)));
  const { copied, copy } = useCopyToClipboard<string>();
  const sites: MirrorSite[] = routes.data ? mirrorSites(routes.data, globalThis.location?.host ?? '') : [];
  return (
    <MirrorList
      sites={sites}
      status={loadStatusOf(routes)}
      failure={routes.isError ? failureKind(routes.error) : undefined}
      onRetry={() => void routes.refetch()}
      onCopy={(site) => copy(site.href, site.href)}
      copiedHref={copied}
    />
  );
}
