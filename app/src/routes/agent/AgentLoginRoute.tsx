import { accountFeatures } from '@sorte/domain';
import { AgentLoginPage } from '@sorte/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAgentLoginController } from '../../features/agent/useAgentLoginController.ts';
import { paths } from '../../paths.ts';
import { isAgentAtom, isLoginAtom } from '../../state/sessionAtoms.ts';
import { whiteLabelModulesAtom } from '../../state/systemAtoms.ts';

/** /agent (spec §2): the agent landing and its agent-only login form; a logged-in agent goes straight in. */
export function AgentLoginRoute() {
  const navigate = useNavigate();
  const isLogin = useAtomValue(isLoginAtom);
  const isAgent = useAtomValue(isAgentAtom);
  const onAgentLoggedIn = useCallback(() => void navigate(paths.agentHome.path), [navigate]);
  const agent = useAgentLoginController(onAgentLoggedIn);
  const modules = useAtomValue(whiteLabelModulesAtom);
  const showAgentPolicy = useMemo(() => accountFeatures(modules).agentPolicy, [modules]);

  if (isLogin && isAgent && !agent.submitting) return <Navigate to={paths.agentHome.path} replace />;
  return (
    <AgentLoginPage
      {...agent.form}
      captcha={agent.captcha}
      onRefreshCaptcha={agent.refreshCaptcha}
      showAgentPolicy={showAgentPolicy}
    />
  );
}
