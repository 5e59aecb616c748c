import { hasPromotionButton, newsOrder } from '@sorte/domain';
import { NewsPage } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { announcementsQuery, promotionDestination } from '../../features/content/index.ts';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { failureKind } from '../../lib/errors/failureKind.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { isLoginAtom, isTrialAtom } from '../../state/sessionAtoms.ts';

/**
 * §2 News (named by label only): the announcements of the public content (the notice list's query), newest first,
 * each with its date and sanitised content; one with a promotionType links where the announcement popup's
 * go-to-promotion leads (the reward centre for a member, /promotions for a visitor).
 */
export function NewsRoute() {
  const calls = useAtomValue(lobbyCallsAtom);
  const isLogin = useAtomValue(isLoginAtom);
  const isTrial = useAtomValue(isTrialAtom);
  const announcements = useQuery(announcementsQuery(calls));
  const items = newsOrder(announcements.data ?? []).map((item, index) => ({
    id: item.id ?? `announcement-${index}`,
    title: item.title,
    content: item.content,
    timestamp: item.timestamp ?? null,
    promotionHref: hasPromotionButton(item) ? promotionDestination(item, { isLogin, isTrial }) : null,
  }));
  return (
    <NewsPage
      items={items}
      status={loadStatusOf(announcements)}
      failure={announcements.isError ? failureKind(announcements.error) : undefined}
      onRetry={() => void announcements.refetch()}
      renderLink={renderRouterLink}
    />
  );
}
