import {
  closedPopupsStorageKey,
  parseClosedPopups,
  popupsToShow,
  serializeClosedPopups,
  withPopupClosed,
} from '@sorte/domain';
import type { PublicPopup as PublicPopupData } from '@sorte/gateway';
import { PublicPopup } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { sessionStore } from '../../state/browserStorage.ts';
import {
  firstTimeLoginAtom,
  isLoginAtom,
  isTrialAtom,
  memberAtom,
  sessionTokenAtom,
} from '../../state/sessionAtoms.ts';
import { publicPopupsQuery } from './api.ts';
import { promotionDestination } from './promotionDestination.ts';

/**
 * Spec §4 public popups: execution A when logged in, B when anonymous, F after a first login; each shown once
 * per session, the closed ones remembered per user (or for the anonymous visitor) in session storage.
 */
export function PublicPopups() {
  const navigate = useNavigate();
  const calls = useAtomValue(lobbyCallsAtom);
  const isLogin = useAtomValue(isLoginAtom);
  const isTrial = useAtomValue(isTrialAtom);
  const token = useAtomValue(sessionTokenAtom);
  const member = useAtomValue(memberAtom);
  const firstTimeLogin = useAtomValue(firstTimeLoginAtom);
  // Logged in, wait for member info: the closed set is kept per user id.
  const audienceKnown = !isLogin || member !== null;
  const storageKey = closedPopupsStorageKey(isLogin ? member?.id : null);
  const [closed, setClosed] = useState(() => new Map<string, ReadonlySet<string>>());
  const closedNow = closed.get(storageKey) ?? parseClosedPopups(sessionStore.get(storageKey));

  const popups = useQuery({ ...publicPopupsQuery(calls, isLogin ? token : null), enabled: audienceKnown });
  const queue: PublicPopupData[] = popups.data
    ? popupsToShow(popups.data, { isLogin, firstTimeLogin }, closedNow)
    : [];
  const current = queue[0];
  if (!current) return null;

  const close = () => {
    const next = withPopupClosed(closedNow, current);
    sessionStore.set(storageKey, serializeClosedPopups(next));
    setClosed((previous) => new Map(previous).set(storageKey, next));
  };
  return (
    <PublicPopup
      open
      onClose={close}
      title={current.title}
      html={current.content}
      onGoToPromotion={
        current.promotionType
          ? () => {
              close();
              void navigate(promotionDestination(current, { isLogin, isTrial }));
            }
          : undefined
      }
    />
  );
}
