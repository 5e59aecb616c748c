import type { MessageDescriptor } from '@lingui/core';
import {
  agentLoginDecision,
  CAPTCHA_REFRESH_THROTTLE_MS,
  createThrottleGate,
  validateUsernameLogin,
} from '@sorte/domain';
import {
  type Captcha,
  isGatewayError,
  type LoginRequest,
  loginNeedsCaptcha,
  loginNeedsSecondVerification,
} from '@sorte/gateway';
import type { AgentLoginField, AgentLoginValues } from '@sorte/ui';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { requiredGatewayAtom } from '../../state/configAtoms.ts';
import { secondVerificationAtom } from '../../state/popupAtoms.ts';
import { memberAtom } from '../../state/sessionAtoms.ts';
import { failureText } from '../errors/index.ts';
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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<AgentLoginField, MessageDescriptor | string>>>({});
  const [formError, setFormError] = useState<MessageDescriptor | string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captcha, setCaptcha] = useState<{ required: boolean; loading: boolean; data: Captcha | null }>({
    required: false,
    loading: false,
    data: null,
  });
  const captchaGate = useRef(createThrottleGate(CAPTCHA_REFRESH_THROTTLE_MS));

  const loadCaptcha = useCallback(async () => {
    setCaptcha((previous) => ({ ...previous, required: true, loading: true }));
    try {
      setCaptcha({ required: true, loading: false, data: await gateway.captcha.get() });
    } catch (error) {
      setCaptcha((previous) => ({ ...previous, loading: false }));
      setFormError(failureText(error));
    }
  }, [gateway]);

  const refreshCaptcha = useCallback(() => {
    if (!captchaGate.current.tryPass(Date.now())) return;
    setValues((previous) => ({ ...previous, captcha: '' }));
    void loadCaptcha();
  }, [loadCaptcha]);

  const change = useCallback((field: AgentLoginField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const { [field]: _cleared, ...rest } = previous;
      return rest;
    });
  }, []);

  const submit = useCallback(async () => {
    if (submitting) return;
    setFormError(null);
    const check = validateUsernameLogin({ ...values, captchaRequired: captcha.required });
    if (!check.ok) {
      const { form: _form, ...fieldErrors } = check.errors;
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const username = values.username.trim();
    const request: LoginRequest = { type: 'username', username, password: values.password };
    if (captcha.required) {
      request.captcha = values.captcha.trim();
      if (captcha.data?.key) request.captchaKey = captcha.data.key;
    }
    try {
      const result = await gateway.session.login(request);
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
          setValues((previous) => ({ ...previous, password: '', captcha: '' }));
          setFormError(decision.message);
          return;
        }
      }
      setValues(EMPTY);
      setCaptcha({ required: false, loading: false, data: null });
      onAgentLoggedIn();
    } catch (error) {
      // Spec §4: a new-IP sign-in waits for the second verification, in the same popup as the player login.
      const challenge = loginNeedsSecondVerification(error);
      if (challenge && request.type === 'username') {
        setSecondVerification({ challenge, request, rememberMe: false, agentOnly: true });
        setValues((previous) => ({ ...previous, password: '', captcha: '' }));
        setCaptcha({ required: false, loading: false, data: null });
        return;
      }
      // A session opened before the refusal could be decided must not stay open.
      if (!isGatewayError(error)) clearSession(store);
      setFormError(failureText(error));
      if (isGatewayError(error, 'rejected') && (loginNeedsCaptcha(error) || captcha.required)) {
        setValues((previous) => ({ ...previous, captcha: '' }));
        void loadCaptcha();
      }
    } finally {
      setSubmitting(false);
    }
  }, [captcha, gateway, loadCaptcha, onAgentLoggedIn, store, submitting, values, setSecondVerification]);

  return {
    values,
    errors,
    formError,
    submitting,
    captcha: captcha.required ? { imageSrc: captcha.data?.image, loading: captcha.loading } : undefined,
    change,
    submit,
    refreshCaptcha,
  };
}
