import { pageOfAnnouncement } from '@sorte/domain';
import { AnnouncementModal } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureKind } from '../../lib/errors/index.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { announcementPopupOpenAtom } from '../../state/popupAtoms.ts';
import { isLoginAtom, isTrialAtom } from '../../state/sessionAtoms.ts';
import { announcementsQuery } from './api.ts';
import { promotionDestination } from './promotionDestination.ts';

/**
 * Spec §2 announcement popup: the announcements (type PL) 9 per page, titles on the left and the HTML on the
 * right; an item with a promotionType has a go-to-promotion button, which opens the reward centre at it.
 */
export function AnnouncementPopup() {
  const navigate = useNavigate();
  const [open, setOpen] = useAtom(announcementPopupOpenAtom);
  const calls = useAtomValue(lobbyCallsAtom);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | number | null>(null);
  const announcements = useQuery({ ...announcementsQuery(calls), enabled: open });
  const isLogin = useAtomValue(isLoginAtom);
  const isTrial = useAtomValue(isTrialAtom);
  const items = announcements.data
    ? announcements.data.map((item, index) => ({
        id: item.id ?? `announcement-${index}`,
        title: item.title,
        content: item.content,
        promotionType: item.promotionType ?? null,
        timestamp: item.timestamp ?? null,
      }))
    : [];

  return (
    <AnnouncementModal
      open={open}
      onClose={() => setOpen(false)}
      announcements={items}
      status={loadStatusOf(announcements)}
      failure={announcements.isError ? failureKind(announcements.error) : undefined}
      onRetry={() => void announcements.refetch()}
      page={page}
      onPageChange={setPage}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        const index = items.findIndex((item) => item.id === id);
        if (index >= 0) setPage(pageOfAnnouncement(index));
      }}
      onGoToPromotion={(item) => {
        setOpen(false);
        const source = announcements.data?.find((announcement) => announcement.id === item.id);
        void navigate(promotionDestination(source, { isLogin, isTrial }));
      }}
    />
  );
}
