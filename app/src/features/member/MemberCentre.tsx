import { useLingui } from '@lingui/react/macro';
import { featureAccess, memberCentreMenu, needRealAccountMessage } from '@sorte/domain';
import { GridNotice, MemberCentreLayout } from '@sorte/ui';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { formatMoneyAtom } from '../../i18n/formats.ts';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { queryClientOf } from '../../lib/queryClient.ts';
import { builtMemberPages, memberItemOfSlug, memberPath, paths } from '../../paths.ts';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import { showWarningAtom } from '../../state/popupAtoms.ts';
import {
  isLoginAtom,
  isTrialAtom,
  memberAtom,
  sessionTokenAtom,
  storedNamesAtom,
} from '../../state/sessionAtoms.ts';
import { cashierPages, useConsolidatedFunds, useUplineOffered } from '../cashier/index.ts';
import { sessionKeys, useMemberArea } from '../session/index.ts';
import * as styles from './MemberCentre.css.ts';
import { isBuiltMemberPage, memberPages } from './memberPages.ts';

const WalletHome = lazy(cashierPages.walletSummary);

/**
 * /member and /member/<page> (spec §2 Member centre menu): logged-in non-trial players only (§4, §6: a trial
 * account is told 'in_need_true_account' and goes home; a visitor meets the route guard's login popup and comes
 * back here after logging in). Entering refreshes the unread count and the balance (§7).
 */
export function MemberCentre() {
  const { t } = useLingui();
  const store = useStore();
  // Issue 26 item 1: under Brazil's rules money moves only from and to the player's own accounts (Portaria SPA/MF
  // 615/2024), so the transfer to the upline is not offered and its address says why.
  const brazil = useAtomValue(requiredConfigAtom).jurisdiction === 'BR';
  const { page: slug } = useParams();
  const isLogin = useAtomValue(isLoginAtom);
  const isTrial = useAtomValue(isTrialAtom);
  const token = useAtomValue(sessionTokenAtom);
  const member = useAtomValue(memberAtom);
  const storedNames = useAtomValue(storedNamesAtom);
  const formatAmount = useAtomValue(formatMoneyAtom);
  const setWarning = useSetAtom(showWarningAtom);
  const access = featureAccess('member-centre', { isLogin, isTrial });

  useEffect(() => {
    if (access === 'need-real-account') setWarning({ message: needRealAccountMessage });
  }, [access, setWarning]);

  useEffect(() => {
    if (access !== 'allow') return;
    const client = queryClientOf(store);
    void client.invalidateQueries({ queryKey: sessionKeys.balance(token) });
    void client.invalidateQueries({ queryKey: sessionKeys.unreadMessages(token) });
  }, [access, store, token]);

  const { wallet, unreadCounts } = useMemberArea();
  // §7 consolidated funds with the member area: they fill the §3 session keys (consolidated, enableSalary,
  // enableContract) the agent centre's menu reads.
  useConsolidatedFunds(access === 'allow');
  const uplineOffered = useUplineOffered(access === 'allow');

  if (access === 'need-real-account') return <Navigate to={paths.home.path} replace />;
  if (access !== 'allow') return null;

  const item = slug === undefined ? null : memberItemOfSlug(slug);
  const Page = item !== null && isBuiltMemberPage(item) ? memberPages[item] : undefined;
  if (slug !== undefined && Page === undefined) {
    return <Navigate to={memberPath()} replace />;
  }
  const isSingleWallet = wallet.data?.isSingle === true;
  if (item === 'transferFund' && isSingleWallet) return <Navigate to={memberPath()} replace />;

  const entries = memberCentreMenu(builtMemberPages, { isSingleWallet, unread: unreadCounts }).filter(
    (entry) => (uplineOffered && !brazil) || entry.item !== 'transferUpline',
  );
  const Content = Page ?? WalletHome;
  const notOfferedHere = brazil && item === 'transferUpline';
  return (
    <div className={styles.page}>
      <MemberCentreLayout
        entries={entries}
        activeItem={item}
        hrefFor={memberPath}
        renderLink={renderRouterLink}
        member={{
          account: member?.account || storedNames.account || '',
          ...(wallet.data ? { balance: wallet.data.balance } : {}),
        }}
        formatAmount={formatAmount}
        backHref={memberPath()}
      >
        <Suspense fallback={<div className={styles.pageLoading} />}>
          {notOfferedHere ? (
            <GridNotice
              kind="empty"
              message={t`Transferências para o agente não estão disponíveis: pelas regras do Brasil, o dinheiro só entra e sai de contas em seu próprio nome.`}
            />
          ) : (
            <Content />
          )}
        </Suspense>
      </MemberCentreLayout>
    </div>
  );
}
