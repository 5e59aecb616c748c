import { useLingui } from '@lingui/react/macro';
import {
  type AgentContractFlags,
  agentExtraShortcuts,
  agentHomeAccess,
  agentMenu,
  featureAccess,
  isAgentMenuItem,
  needRealAccountMessage,
} from '@sorte/domain';
import { AgentLayout, BrandLogo, Button, PageLoader } from '@sorte/ui';
import { AgentCentreLayout } from '@sorte/ui/agent';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { agentPageOfSlug, agentPath, builtAgentPages } from '../../agentPaths.ts';
import { formatMoneyAtom } from '../../i18n/formats.ts';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { queryClientOf } from '../../lib/queryClient.ts';
import { useCustomerService } from '../../lib/shell/index.ts';
import { paths } from '../../paths.ts';
import { loaderCountAtom, logoutConfirmOpenAtom, showWarningAtom } from '../../state/popupAtoms.ts';
import {
  isAgentAtom,
  isLoginAtom,
  isTrialAtom,
  memberAtom,
  sessionTokenAtom,
  storedNamesAtom,
} from '../../state/sessionAtoms.ts';
import { systemStateAtom } from '../../state/systemAtoms.ts';
import { AgentClockTicker, ContractAnswerHost } from '../agentCentre/index.ts';
import { useConsolidatedFunds } from '../cashier/index.ts';
import { LoginRiskWarning, sessionKeys, useMemberArea } from '../session/index.ts';
import * as styles from './AgentHome.css.ts';
import { AgentLandingPage, agentPageOf, builtAgentExtraPages } from './agentPages.ts';

/**
 * The agent centre's home (spec §2 /agentHome) in its own layout, with the page's popups (`popups`). A non-agent is
 * sent to /agent (a trial account is told 'in_need_true_account' first); logout from here returns to /agent.
 * /agentHome/<page> shows one built agent-centre page; an unknown or unbuilt page (or one whose §3 Consolidated
 * flag is off) goes back to /agentHome. Entering refreshes the balance and the unread count (§7), like the member
 * centre.
 */
export function AgentHome({ popups }: { popups: ReactNode }) {
  const { t } = useLingui();
  const store = useStore();
  const { page: slug } = useParams();
  const loaderCount = useAtomValue(loaderCountAtom);
  const isLogin = useAtomValue(isLoginAtom);
  const isAgent = useAtomValue(isAgentAtom);
  const isTrial = useAtomValue(isTrialAtom);
  const token = useAtomValue(sessionTokenAtom);
  const member = useAtomValue(memberAtom);
  const storedNames = useAtomValue(storedNamesAtom);
  const system = useAtomValue(systemStateAtom);
  const formatAmount = useAtomValue(formatMoneyAtom);
  const setWarning = useSetAtom(showWarningAtom);
  const setLogoutConfirmOpen = useSetAtom(logoutConfirmOpenAtom);
  const openCustomerService = useCustomerService();

  const access = agentHomeAccess({ isLogin, isAgent, isTrial });
  const allowed = access !== 'redirect-to-agent-login';
  const trialRefused = featureAccess('agent-centre', { isLogin, isTrial, isAgent }) === 'need-real-account';
  useEffect(() => {
    if (!allowed && trialRefused) setWarning({ message: needRealAccountMessage });
  }, [allowed, setWarning, trialRefused]);

  useEffect(() => {
    if (!allowed) return;
    const client = queryClientOf(store);
    void client.invalidateQueries({ queryKey: sessionKeys.balance(token) });
    void client.invalidateQueries({ queryKey: sessionKeys.unreadMessages(token) });
  }, [allowed, store, token]);

  const { wallet, unreadMessages } = useMemberArea();
  const consolidated = useConsolidatedFunds(allowed);

  // Maintenance and region blocks are shown by the player site's layout.
  if (system.status === 'ready' && system.kind !== 'normal') return <Navigate to={paths.home.path} replace />;
  if (!allowed) return <Navigate to={paths.agent.path} replace />;

  const flags: AgentContractFlags | null = consolidated.data?.consolidated ?? null;
  const menu = agentMenu(builtAgentPages, flags);
  const page = slug === undefined ? null : agentPageOfSlug(slug);
  const Page = page === null ? undefined : agentPageOf(page);
  // A menu page waits for the flags; once they are in, a page whose flag is off is not there.
  const menuPage = page !== null && isAgentMenuItem(page) ? page : null;
  const waitingForFlags = menuPage !== null && consolidated.isPending;
  const flaggedOff = menuPage !== null && !consolidated.isPending && !menu.includes(menuPage);
  if (slug !== undefined && (Page === undefined || flaggedOff)) {
    return <Navigate to={agentPath()} replace />;
  }

  return (
    <>
      <AgentLayout
        overlays={<PageLoader active={loaderCount > 0} />}
        topBar={
          <div className={styles.bar}>
            <BrandLogo size="small" />
            <span className={styles.title}>{t`Centro do agente`}</span>
            <AgentClockTicker />
            <Button tone="secondary" size="small" onClick={() => setLogoutConfirmOpen(true)}>
              {t`Sair`}
            </Button>
          </div>
        }
      >
        <div className={styles.page}>
          <AgentCentreLayout
            menu={menu}
            menuLoading={consolidated.isPending}
            shortcuts={agentExtraShortcuts(builtAgentExtraPages())}
            unreadMessages={unreadMessages ?? 0}
            onCustomerService={openCustomerService}
            activePage={page}
            hrefFor={agentPath}
            renderLink={renderRouterLink}
            agent={{
              account: member?.account || storedNames.account || '',
              ...(wallet.data ? { balance: wallet.data.balance } : {}),
            }}
            formatAmount={formatAmount}
            backHref={agentPath()}
            landing={
              page === null ? (
                <Suspense fallback={<div className={styles.pageLoading} />}>
                  <AgentLandingPage />
                </Suspense>
              ) : undefined
            }
          >
            {Page && !waitingForFlags ? (
              <Suspense fallback={<div className={styles.pageLoading} />}>
                <Page />
              </Suspense>
            ) : null}
          </AgentCentreLayout>
        </div>
      </AgentLayout>
      <ContractAnswerHost />
      {/* Issue 26 item 1: an agent's login is warned here, where the centre opens (the player site's host may not). */}
      <LoginRiskWarning />
      {popups}
    </>
  );
}
