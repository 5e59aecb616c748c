import type { CoreGatewayClient } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';

export const captchaKey = (form: string) => ['captcha', form] as const;

/** §7 GET /wps/captcha, one picture per form, never retried (a refresh asks for a new one). */
export const captchaQuery = (gateway: CoreGatewayClient, form: string) =>
  queryOptions({
    queryKey: captchaKey(form),
    queryFn: () => gateway.captcha.get(),
    staleTime: 0,
    retry: false,
  });
