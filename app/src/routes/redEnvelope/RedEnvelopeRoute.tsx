import {
  needRealAccountMessage,
  promotionHash,
  promotionIdFromHash,
  promotionsOffered,
  redEnvelopes,
} from '@sorte/domain';
import { type PromotionItem, RaffleClaimResult, RedEnvelopePage } from '@sorte/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { cashierFailureText } from '../../features/cashier/index.ts';
import { promotionKeys, promotionsQuery } from '../../features/promotions/index.ts';
import { rewardsKeys, useRaffleClaim } from '../../features/rewards/index.ts';
import { sessionKeys } from '../../features/session/index.ts';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { failureKind } from '../../lib/errors/failureKind.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import { pauseOrFailureText } from '../../lib/pauses/pauseText.ts';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import { openLoginPopupAtom, showWarningAtom } from '../../state/popupAtoms.ts';
import { isLoginAtom, isTrialAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';

/**
 * §2 Red Envelope (named by label only): the public promotions that are red envelopes (our reading: their
 * promotionType, /config.json `redEnvelopeTypes`), each opened with the §7 raffle claim (MCS2_claimRafflePromotion
 * as a money action, the reward centre's); a visitor is offered the login first, a trial account told it needs a
 * real one. The claim's result says what it paid.
 */
export function RedEnvelopeRoute() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const client = useQueryClient();
  const calls = useAtomValue(lobbyCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const isLogin = useAtomValue(isLoginAtom);
  const isTrial = useAtomValue(isTrialAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const currency = useAtomValue(moneyCurrencyAtom);
  const openLoginPopup = useSetAtom(openLoginPopupAtom);
  const setWarning = useSetAtom(showWarningAtom);
  const { jurisdiction, redEnvelopeTypes } = useAtomValue(requiredConfigAtom);
  const envelopes = useQuery({
    ...promotionsQuery(calls, token),
    select: (list) => redEnvelopes(promotionsOffered(jurisdiction, list), redEnvelopeTypes),
  });
  // A claim pays into the balance and changes the envelope's status (here and in the reward centre).
  const reread = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: promotionKeys.list(token) }),
      client.invalidateQueries({ queryKey: rewardsKeys.promotions(token) }),
      client.invalidateQueries({ queryKey: sessionKeys.balance(token) }),
    ]);
  const { claimingId, won, claimRaffle, closeResult } = useRaffleClaim(reread, (error) =>
    setWarning({ message: pauseOrFailureText(error, locale, cashierFailureText) }),
  );
  const items: PromotionItem[] = (envelopes.data ?? []).map((promotion) => ({
    id: promotion.id,
    title: promotion.title,
    status: promotion.status ?? null,
    content: promotion.content ?? '',
    imageUrl: promotion.imageUrl ?? null,
    startTime: promotion.startTime ?? null,
    endTime: promotion.endTime ?? null,
  }));
  const titleOf = (id: string | null) => items.find((item) => String(item.id) === id)?.title ?? '';

  return (
    <>
      <RedEnvelopePage
        envelopes={items}
        status={loadStatusOf(envelopes)}
        failure={envelopes.isError ? failureKind(envelopes.error) : undefined}
        onRetry={() => void envelopes.refetch()}
        needsLogin={!isLogin}
        onLogin={openLoginPopup}
        selectedId={promotionIdFromHash(hash)}
        onSelect={(id) => void navigate({ hash: id ? promotionHash(id) : '' }, { replace: true })}
        pendingId={claimingId}
        onAction={(envelope) => {
          if (!isLogin) {
            openLoginPopup();
            return;
          }
          if (isTrial) {
            setWarning({ message: needRealAccountMessage });
            return;
          }
          void claimRaffle(String(envelope.id));
        }}
      />
      <RaffleClaimResult
        open={won !== null}
        onClose={closeResult}
        promotionTitle={titleOf(won?.promotionId ?? null)}
        prize={won?.result.prize ?? null}
        currency={currency}
        locale={locale}
      />
    </>
  );
}
