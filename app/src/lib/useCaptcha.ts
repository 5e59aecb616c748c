import { CAPTCHA_REFRESH_THROTTLE_MS, createThrottleGate } from '@sorte/domain';
import type { Captcha } from '@sorte/gateway';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { requiredGatewayAtom } from '../state/configAtoms.ts';

interface CaptchaState {
  required: boolean;
  loading: boolean;
  data: Captcha | null;
}

const NONE: CaptchaState = { required: false, loading: false, data: null };

/**
 * A form's captcha (spec §4 Failed login, §5 Register): loads the picture, refreshes it at most once per
 * throttle window (`onRefresh` clears what was typed), and reports a failed load with `onLoadFailure`.
 */
export function useCaptcha({
  onLoadFailure,
  onRefresh,
}: {
  onLoadFailure: (error: unknown) => void;
  onRefresh: () => void;
}) {
  const gateway = useAtomValue(requiredGatewayAtom);
  const [state, setState] = useState<CaptchaState>(NONE);
  const gate = useRef(createThrottleGate(CAPTCHA_REFRESH_THROTTLE_MS));
  const callbacks = useRef({ onLoadFailure, onRefresh });
  callbacks.current = { onLoadFailure, onRefresh };

  const load = useCallback(async () => {
    setState((previous) => ({ ...previous, required: true, loading: true }));
    try {
      setState({ required: true, loading: false, data: await gateway.captcha.get() });
    } catch (error) {
      setState((previous) => ({ ...previous, loading: false }));
      callbacks.current.onLoadFailure(error);
    }
  }, [gateway]);

  const refresh = useCallback(() => {
    if (!gate.current.tryPass(Date.now())) return;
    callbacks.current.onRefresh();
    void load();
  }, [load]);

  const reset = useCallback(() => setState(NONE), []);

  /** A login request with the typed captcha and its key, once a captcha is asked for. */
  const attach = <Request extends { captcha?: string; captchaKey?: string }>(
    request: Request,
    typed: string,
  ) => {
    if (!state.required) return request;
    return { ...request, captcha: typed.trim(), ...(state.data?.key ? { captchaKey: state.data.key } : {}) };
  };

  return {
    ...state,
    /** What the ui's captcha field shows. */
    view: { imageSrc: state.data?.image, loading: state.loading },
    load,
    refresh,
    reset,
    attach,
  };
}
