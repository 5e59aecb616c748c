import { useLingui } from '@lingui/react/macro';
import { promotionIdFromHash, promotionsOffered, toPromotionStatus } from '@sorte/domain';
import type { RewardPromotion } from '@sorte/gateway';
import {
  FormMessage,
  PromotionApplyDialog,
  RaffleClaimResult,
  RewardCentre,
  type RewardPromotionItem,
} from '@sorte/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { failureKind, failureText } from '../../lib/errors/index.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { lobbyCallsAtom } from '../../lib/lobbyGateway.ts';
import {
  actionFailureText,
  rememberMissing,
  useCallKnownMissing,
} from '../../lib/missingCall/missingCall.ts';
import { pauseOrFailureText } from '../../lib/pauses/pauseText.ts';
import { requiredConfigAtom, requiredGatewayAtom } from '../../state/configAtoms.ts';
import { cashierFailureText } from '../cashier/index.ts';
import { balanceQuery } from '../session/index.ts';
import { joinPromotion, rewardPromotionsQuery, rewardsKeys } from './api.ts';
import { usePromotionApplication } from './usePromotionApplication.ts';
import { useRaffleClaim } from './useRaffleClaim.ts';
import { useRewards } from './useRewards.ts';

function toItem(promotion: RewardPromotion): RewardPromotionItem | null {
  const status = toPromotionStatus(promotion.status);
  if (status === null) return null;
  const item: RewardPromotionItem = {
    id: promotion.id,
    title: promotion.title,
    status,
    needsApplication: promotion.needsApplication,
  };
  for (const key of ['imageUrl', 'startTime', 'endTime', 'rejectReason', 'content'] as const) {
    if (promotion[key] !== undefined) item[key] = promotion[key];
  }
  if (promotion.bonus !== undefined) item.bonus = promotion.bonus;
  return item;
}

/**
 * rewardCenter (§2): the member's promotions with their §4 status and action (join, apply with §5's form, claim a
 * raffle and see its prize). `?promotion=ID` opens the page at that promotion (the announcement's go-to-promotion).
 */
export function RewardCentrePage() {
  const { calls, token, client, reread, formatDate } = useRewards();
  const { t } = useLingui();
  const locale = useAtomValue(formatLocaleAtom);
  const currency = useAtomValue(moneyCurrencyAtom);
  const [params] = useSearchParams();
  const target = promotionIdFromHash(params.get('promotion'));
  // Issue 26 item 1: under Brazil's rules no promotion conditioned on a deposit is offered.
  const { jurisdiction } = useAtomValue(requiredConfigAtom);
  const promotions = useQuery({
    ...rewardPromotionsQuery(calls, token, useAtomValue(lobbyCallsAtom)),
    select: (list) => promotionsOffered(jurisdiction, list),
  });
  // Real money beside the bonus balance (issue 23 item 6): the §3 main wallet the header reads too.
  const wallet = useQuery(balanceQuery(useAtomValue(requiredGatewayAtom), token));
  // ?promotion= holds the promotion's id, or the promotionType of the announcement that led here.
  const focusId =
    target === null
      ? null
      : ((
          (promotions.data ?? []).find((p) => p.id === target) ??
          (promotions.data ?? []).find((p) => p.promotionType === target.toUpperCase())
        )?.id ?? null);
  const items = (promotions.data ?? []).flatMap((promotion) => toItem(promotion) ?? []);
  const titleOf = (id: string | null) => items.find((item) => item.id === id)?.title ?? '';
  const application = usePromotionApplication();
  const [actionError, setActionError] = useState<ReturnType<typeof failureText> | null>(null);
  // Issue 23 defect 10: joining says so, as a claim and a conversion do.
  const [joinedId, setJoinedId] = useState<string | null>(null);

  const join = useMutation({
    mutationFn: (promotionId: string) => joinPromotion(calls, promotionId),
    onSuccess: () => void client.invalidateQueries({ queryKey: rewardsKeys.promotions(token) }),
  });
  const { claimingId, won, claimRaffle, closeResult } = useRaffleClaim(
    () => reread('promotions'),
    (error) => setActionError(pauseOrFailureText(error, locale, cashierFailureText)),
  );

  // Readings (issue 24 item 4): on a gateway without the join or apply call, those promotions show their status only.
  const joinMissing = useCallKnownMissing('joinPromotion');
  const applyMissing = useCallKnownMissing('applyPromotion');
  const pendingId = join.isPending ? (join.variables ?? null) : claimingId;
  return (
    <>
      {actionError !== null ? <FormMessage message={actionError} /> : null}
      {joinedId !== null ? (
        <FormMessage tone="info" message={t`Você entrou na promoção ${titleOf(joinedId)}.`} />
      ) : null}
      <RewardCentre
        status={loadStatusOf(promotions)}
        failure={promotions.isError ? failureKind(promotions.error) : undefined}
        promotions={items}
        pendingId={pendingId}
        focusId={focusId}
        formatDate={formatDate}
        onRetry={() => void promotions.refetch()}
        {...(wallet.data ? { realMoney: wallet.data.balance } : {})}
        currency={currency}
        locale={locale}
        unavailableActions={[
          ...(joinMissing ? ['join' as const] : []),
          ...(applyMissing ? ['apply' as const] : []),
        ]}
        onAction={(id, action) => {
          setActionError(null);
          setJoinedId(null);
          if (action === 'join')
            join.mutate(id, {
              onSuccess: () => setJoinedId(id),
              onError: (error) => {
                rememberMissing(client, 'joinPromotion', error);
                setActionError(pauseOrFailureText(error, locale, (e) => actionFailureText(e, failureText)));
              },
            });
          else if (action === 'apply') application.open(id);
          else void claimRaffle(id);
        }}
      />
      <PromotionApplyDialog
        open={application.openId !== null}
        onClose={application.close}
        promotionTitle={titleOf(application.openId)}
        comment={application.comment}
        onCommentChange={application.setComment}
        commentError={application.commentError}
        images={application.images}
        onAddFiles={(files) => void application.addFiles(files)}
        onRemoveImage={application.removeImage}
        submitting={application.submitting}
        progress={application.progress}
        formError={application.formError}
        onSubmit={application.submit}
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
