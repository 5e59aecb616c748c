import { useLingui } from '@lingui/react/macro';
import { referralLink } from '@sorte/domain';
import type { AccountPagesCalls } from '@sorte/gateway';
import { ReferralPanel } from '@sorte/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { accountPagesCallsAtom } from '../../lib/accountPagesGateway.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { useCopyToClipboard } from '../../lib/useCopyToClipboard.ts';
import { useQrImage } from '../../lib/useQrImage.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { failureKind } from '../errors/index.ts';

/** GET /wps/agent/affiliate (session-scoped: logout clears it with the session's queries). */
const affiliateQuery = (calls: AccountPagesCalls, token: string | null) =>
  queryOptions({
    queryKey: ['session', token, 'affiliate'] as const,
    queryFn: ({ signal }) => calls.affiliate({ signal }),
    enabled: token !== null,
  });

/** referral (§2 member centre): the code and link, the link's QR code (§9), copy, the share sheet, invited count. */
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
  );
}
