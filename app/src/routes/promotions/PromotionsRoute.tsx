import { useLingui } from '@lingui/react/macro';
import { needRealAccountMessage, promotionHash, promotionIdFromHash, promotionsOffered } from '@sorte/domain';
import { GridNotice, type PromotionItem, PromotionList, promotionElementId, Spinner } from '@sorte/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { claimPromotionMutation, promotionsQuery } from '../../features/promotions/index.ts';
import { formatLocaleAtom } from '../../i18n/formats.ts';
import { failureKind } from '../../lib/errors/failureKind.ts';
import { failureText } from '../../lib/errors/failureText.ts';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { pauseOrFailureText } from '../../lib/pauses/pauseText.ts';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import { openLoginPopupAtom, showWarningAtom } from '../../state/popupAtoms.ts';
import { isLoginAtom, isTrialAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import * as styles from '../home/HomeRoute.css.ts';

/** Spec §2 /promotions: the promotions, with an optional hash holding the id of the one to open (§4 statuses). */
export function PromotionsRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const calls = useAtomValue(lobbyCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const isLogin = useAtomValue(isLoginAtom);
  const isTrial = useAtomValue(isTrialAtom);
  const openLoginPopup = useSetAtom(openLoginPopupAtom);
  const setWarning = useSetAtom(showWarningAtom);
  // Issue 26 item 1: under Brazil's rules no promotion conditioned on a deposit is offered.
  const { jurisdiction } = useAtomValue(requiredConfigAtom);
  const promotions = useQuery({
    ...promotionsQuery(calls, token),
    select: (list) => promotionsOffered(jurisdiction, list),
  });
  const claim = useMutation(claimPromotionMutation(useQueryClient(), calls, token));
  const pendingId = claim.isPending ? (claim.variables ?? null) : null;
  const selectedId = promotionIdFromHash(hash);
  const items: PromotionItem[] = useMemo(
    () =>
      promotions.data
        ? promotions.data.map((promotion) => ({
            id: promotion.id,
            title: promotion.title,
            status: promotion.status ?? null,
            content: promotion.content ?? '',
            imageUrl: promotion.imageUrl ?? null,
            startTime: promotion.startTime ?? null,
            endTime: promotion.endTime ?? null,
          }))
        : [],
    [promotions.data],
  );

  // The promotion named by the hash is scrolled into view once the list is there.
  useEffect(() => {
    if (promotions.status !== 'success' || !selectedId) return;
    document.getElementById(promotionElementId(selectedId))?.scrollIntoView({ block: 'start' });
  }, [promotions.status, selectedId]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Promoções`}</h1>
      {promotions.status === 'error' ? (
        <GridNotice
          kind="error"
          message={t`Não foi possível carregar as promoções.`}
          failure={failureKind(promotions.error)}
          onRetry={() => void promotions.refetch()}
        />
      ) : null}
      {promotions.isPending ? <Spinner label={t`Carregando promoções`} /> : null}
      {promotions.isSuccess && items.length === 0 ? (
        <GridNotice kind="empty" message={t`Nenhuma promoção no momento.`} />
      ) : null}
      <PromotionList
        promotions={items}
        selectedId={selectedId}
        onSelect={(id) => void navigate({ hash: id ? promotionHash(id) : '' }, { replace: true })}
        pendingId={pendingId}
        onAction={(promotion) => {
          if (!isLogin) {
            openLoginPopup();
            return;
          }
          if (isTrial) {
            setWarning({ message: needRealAccountMessage });
            return;
          }
          claim.mutate(promotion.id, {
            onError: (error: unknown) => {
              // Issue 26 item 5: refused for a pause, the reason and until when.
              setWarning({ message: pauseOrFailureText(error, locale, failureText) });
            },
          });
        }}
      />
    </div>
  );
}
