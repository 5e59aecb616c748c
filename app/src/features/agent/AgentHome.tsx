import { useLingui } from '@lingui/react/macro';
import { agentHomeAccess, featureAccess, needRealAccountMessage } from '@sorte/domain';
import { AgentLayout, BrandLogo, Button, PageLoader } from '@sorte/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { agentPageOfSlug, agentPath, paths } from '../../paths.ts';
import { loaderCountAtom, logoutConfirmOpenAtom, warningDialogAtom } from '../../state/popupAtoms.ts';
import {
  isAgentAtom,
  isLoginAtom,
  isTrialAtom,
  memberAtom,
  storedNamesAtom,
} from '../../state/sessionAtoms.ts';
import { systemStateAtom } from '../../state/systemAtoms.ts';
import * as styles from './AgentHome.css.ts';
import { agentPageOf } from './agentPages.ts';

/**
 * The agent centre's home (spec §2 /agentHome) in its own layout, with the page's popups (`popups`). A non-agent is
 * sent to /agent (a trial account is told 'in_need_true_account' first); logout from here returns to /agent.
 * /agentHome/<page> shows one built agent-menu page (`agentPages`); an unknown or unbuilt page goes back to /agentHome.
 */
export function AgentHome({ popups }: { popups: ReactNode }) {
  const { t } = useLingui();
  const { page: slug } = useParams();
  const loaderCount = useAtomValue(loaderCountAtom);
  const isLogin = useAtomValue(isLoginAtom);
  const isAgent = useAtomValue(isAgentAtom);
  const isTrial = useAtomValue(isTrialAtom);
  const member = useAtomValue(memberAtom);
  const storedNames = useAtomValue(storedNamesAtom);
  const system = useAtomValue(systemStateAtom);
  const setWarning = useSetAtom(warningDialogAtom);
  const setLogoutConfirmOpen = useSetAtom(logoutConfirmOpenAtom);

  const access = agentHomeAccess({ isLogin, isAgent, isTrial });
  const trialRefused = featureAccess('agent-centre', { isLogin, isTrial, isAgent }) === 'need-real-account';
  useEffect(() => {
    if (access === 'redirect-to-agent-login' && trialRefused) setWarning({ message: needRealAccountMessage });
  }, [access, setWarning, trialRefused]);

  // Maintenance and region blocks are shown by the player site's layout.
  if (system.status === 'ready' && system.kind !== 'normal') return <Navigate to={paths.home.path} replace />;
  if (access === 'redirect-to-agent-login') return <Navigate to={paths.agent.path} replace />;

  const item = slug === undefined ? null : agentPageOfSlug(slug);
  const Page = item === null ? undefined : agentPageOf(item);
  if (slug !== undefined && Page === undefined) return <Navigate to={agentPath()} replace />;

  const name = member?.nickname || member?.account || storedNames.nickname || storedNames.account || '';
  return (
    <>
      <AgentLayout
        overlays={<PageLoader active={loaderCount > 0} />}
        topBar={
          <div className={styles.bar}>
            <BrandLogo size="small" />
            <span className={styles.title}>{t`Centro do agente`}</span>
            <Button tone="secondary" size="small" onClick={() => setLogoutConfirmOpen(true)}>
              {t`Sair`}
            </Button>
          </div>
        }
      >
        {Page ? (
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        ) : (
          <div className={styles.page}>
            <h1 className={styles.heading}>{t`Centro do agente`}</h1>
            <p className={styles.lead}>{name ? t`Bem-vindo, ${name}.` : t`Bem-vindo.`}</p>
          </div>
        )}
      </AgentLayout>
      {popups}
    </>
  );
}
