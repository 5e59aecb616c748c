import { useLingui } from '@lingui/react/macro';
import { referralLink } from '@sorte/domain';
import { InvitedFriends, ReferralPanel } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { accountPagesCallsAtom } from '../../lib/accountPagesGateway.ts';
import { failureKind } from '../../lib/errors/index.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { isOffered, NOT_OFFERED } from '../../lib/missingCall/missingCall.ts';
import { useCopyToClipboard } from '../../lib/useCopyToClipboard.ts';
import { useQrImage } from '../../lib/useQrImage.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { affiliateQuery, FRIENDS_PAGE_SIZE, invitedFriendsQuery, memberProgressCallsAtom } from './api.ts';
import * as styles from './ReferralPage.css.ts';

/**
 * referral (§2 member centre): the code and link, the link's QR code (§9), copy, the share sheet, invited count; then
 * the invited friends (GET MCS2_getInvitedFriends, a reading; without it a note says so).
 */
export function ReferralPage() {
  const { t } = useLingui();
  const calls = useAtomValue(accountPagesCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const affiliate = useQuery(affiliateQuery(calls, token));
  const { copied, copy } = useCopyToClipboard<'code' | 'link'>();
  const data = affiliate.data;
  const link = data ? referralLink(data.referralCode, window.location.origin, data.referralLink) : null;
  const qrImageUrl = useQrImage(link);
  const canShare = typeof navigator.share === 'function';

  const share = () => {
    if (!link) return;
    // Cancelling the share sheet rejects (AbortError): nothing to tell the player.
    void navigator
      .share({ title: t`Venha jogar comigo`, text: t`Cadastre-se com o meu convite:`, url: link })
      .catch(() => undefined);
  };

  return (
    <div className={styles.page}>
      <ReferralPanel
        status={loadStatusOf(affiliate)}
        failure={affiliate.isError ? failureKind(affiliate.error) : undefined}
        onRetry={() => void affiliate.refetch()}
        referralCode={data?.referralCode ?? ''}
        referralLink={link ?? ''}
        invitedCount={data?.invitedCount ?? 0}
        qrImageUrl={qrImageUrl}
        copied={copied}
        onCopy={(what) => {
          if (data && link) copy(what === 'code' ? data.referralCode : link, what);
        }}
        canShare={canShare}
        onShare={share}
      />
      <InvitedFriendsSection />
    </div>
  );
}

function InvitedFriendsSection() {
  const calls = useAtomValue(memberProgressCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const [page, setPage] = useState(1);
  const friends = useQuery(invitedFriendsQuery(calls, token, page));
  const data = isOffered(friends.data) ? friends.data : null;
  return (
    <InvitedFriends
      status={friends.data === NOT_OFFERED ? 'notOffered' : loadStatusOf(friends)}
      {...(friends.isError ? { failure: failureKind(friends.error) } : {})}
      friends={data?.friends ?? []}
      total={data?.total ?? 0}
      {...(data?.totalEarned !== undefined ? { totalEarned: data.totalEarned } : {})}
      page={page}
      totalPages={Math.ceil((data?.total ?? 0) / FRIENDS_PAGE_SIZE)}
      onPageChange={setPage}
      formatDate={(iso) => new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(Date.parse(iso))}
      onRetry={() => void friends.refetch()}
      currency={useAtomValue(moneyCurrencyAtom)}
      locale={locale}
    />
  );
}
