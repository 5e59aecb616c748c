import { agentLoginDecision, validateUsernameLogin } from '@sorte/domain';
import type { LoginRequest } from '@sorte/gateway';
import { isGatewayError, loginNeedsCaptcha } from '@sorte/gateway/answers';
import type { AgentLoginField, AgentLoginValues } from '@sorte/ui';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { failureText } from '../../lib/errors/index.ts';
import { loginOrHandOver } from '../../lib/login/api.ts';
import { useCaptcha } from '../../lib/useCaptcha.ts';
import { useForm } from '../../lib/useForm.ts';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';
import { secondVerificationAtom } from '../../state/popupAtoms.ts';
import { memberAtom } from '../../state/sessionAtoms.ts';
import { clearSession, completeLogin, logout } from '../session/index.ts';

const EMPTY: AgentLoginValues = { username: '', password: '', captcha: '' };

/**
 * The agent-only login of /agent (spec §2, §6): an agent goes on to /agentHome; anyone else is logged out again
 * and told why ('Non-agents cannot log in', 'Non-member account unable to login').
 */
export function useAgentLoginController(onAgentLoggedIn: () => void) {
  const store = useStore();
  const gateway = useAtomValue(requiredGatewayAtom);
  const setSecondVerification = useSetAtom(secondVerificationAtom);
  const forgetSecrets = () => form.setValues((previous) => ({ ...previous, password: '', captcha: '' }));

  /** The login itself; a non-agent is logged out again and a new-IP login goes on to the second verification. */
  const submitAgentLogin = async (values: AgentLoginValues) => {
    const username = values.username.trim();
    const request = captcha.attach<LoginRequest>(
      { type: 'username', username, password: values.password },
      values.captcha,
    );
    // Spec §4: a new-IP sign-in waits for the second verification, in the same popup as the player login.
    const result = await loginOrHandOver(gateway, request, (challenge, held) => {
      setSecondVerification({ challenge, request: held, rememberMe: false, agentOnly: true });
      forgetSecrets();
      captcha.reset();
    });
    if (!result) return;
    const outcome = await completeLogin(store, {
      result,
      loginType: 'username',
      enteredPassword: values.password,
      username,
    });
    if (outcome.next === 'load-member') {
      const decision = agentLoginDecision(store.get(memberAtom)?.type);
      if (!decision.allowed) {
        await logout(store);
        forgetSecrets();
        form.setFormError(decision.message);
        return;
      }
    }
    form.setValues(EMPTY);
    captcha.reset();
    onAgentLoggedIn();
  };

  const form = useForm<AgentLoginValues, AgentLoginField>({
    initial: EMPTY,
    validate: (values) => {
      const check = validateUsernameLogin({ ...values, captchaRequired: captcha.required });
      if (check.ok) return null;
      const { form: _form, ...fieldErrors } = check.errors;
      return fieldErrors;
    },
    submit: submitAgentLogin,
    mutationKey: ['agent-login'],
    // The agent login shows every failure with the form.
    failureField: () => null,
    onFailure: (error) => {
      // A session opened before the refusal could be decided must not stay open.
      if (!isGatewayError(error)) clearSession(store);
      if (isGatewayError(error, 'rejected') && (loginNeedsCaptcha(error) || captcha.required)) {
        form.setValues((previous) => ({ ...previous, captcha: '' }));
        void captcha.load();
      }
      return false;
    },
  });
  const captcha = useCaptcha({
    onLoadFailure: (error) => form.setFormError(failureText(error)),
    onRefresh: () => form.setValues((previous) => ({ ...previous, captcha: '' })),
  });

  return {
    form: form.props,
    submitting: form.submitting,
    captcha: captcha.required ? captcha.view : undefined,
    refreshCaptcha: captcha.refresh,
  };
}
