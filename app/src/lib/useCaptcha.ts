import { CAPTCHA_REFRESH_THROTTLE_MS, createThrottleGate } from '@sorte/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useId, useRef, useState } from 'react';
import { requiredGatewayAtom } from '../state/configAtoms.ts';
import { captchaKey, captchaQuery } from './captcha/api.ts';

/**
 * A form's captcha (spec §4 Failed login, §5 Register): loads the picture, refreshes it at most once per
 * throttle window (`onRefresh` clears what was typed), and reports a failed load with `onLoadFailure`.
 *
 * The picture is a query of the form's own (two open forms never share one): asked for when the form needs it and
 * again on each refresh, never on its own (no retry, no refetch on focus: every answer is a new picture), and
 * dropped when the form closes.
 */
export function useCaptcha({
  onLoadFailure,
  onRefresh,
}: {
  onLoadFailure: (error: unknown) => void;
  onRefresh: () => void;
}) {
  const gateway = useAtomValue(requiredGatewayAtom);
  const queryClient = useQueryClient();
  const form = useId();
  const [required, setRequired] = useState(false);
  // Observed, never fetched by the observer: `load` asks for each picture.
  const picture = useQuery({ ...captchaQuery(gateway, form), enabled: false, gcTime: 0 });
  const gate = useRef(createThrottleGate(CAPTCHA_REFRESH_THROTTLE_MS));
  const callbacks = useRef({ onLoadFailure, onRefresh });
  callbacks.current = { onLoadFailure, onRefresh };

  const load = useCallback(async () => {
    setRequired(true);
    try {
      await queryClient.fetchQuery(captchaQuery(gateway, form));
    } catch (error) {
      callbacks.current.onLoadFailure(error);
    }
  }, [gateway, queryClient, form]);

  const refresh = useCallback(() => {
    if (!gate.current.tryPass(Date.now())) return;
    callbacks.current.onRefresh();
    void load();
  }, [load]);

  const reset = useCallback(() => {
    setRequired(false);
    queryClient.removeQueries({ queryKey: captchaKey(form) });
  }, [queryClient, form]);

  const data = required ? (picture.data ?? null) : null;
  const loading = required && picture.isFetching;

  /** A login request with the typed captcha and its key, once a captcha is asked for. */
  const attach = <Request extends { captcha?: string; captchaKey?: string }>(
    request: Request,
    typed: string,
  ) => {
    if (!required) return request;
    return { ...request, captcha: typed.trim(), ...(data?.key ? { captchaKey: data.key } : {}) };
  };

  return {
    required,
    loading,
    data,
    /** What the ui's captcha field shows. */
    view: { imageSrc: data?.image, loading },
    load,
    refresh,
    reset,
    attach,
  };
}
