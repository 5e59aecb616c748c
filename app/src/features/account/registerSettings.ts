import type { AccountCalls } from '@sorte/gateway';
import { queryOptions } from '@tanstack/react-query';

/**
 * The register settings (spec §5, §7): the fields a registration takes and their rules, the password's among them.
 * One answer per page load, shared by the register popup, the agent's downline registration and the change-password
 * hint; not retried: without them (a failed call) each form applies the built-in rules.
 */
export const registerSettingsQuery = (calls: AccountCalls) =>
  queryOptions({
    queryKey: ['register-settings'] as const,
    queryFn: ({ signal }) => calls.registerSettings({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
