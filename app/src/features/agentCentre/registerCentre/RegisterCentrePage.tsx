import { useLingui } from '@lingui/react/macro';
import {
  downlineRegisterLayout,
  type RegisterErrorField,
  type RegisterValues,
  registerRejectionField,
  registerRequestBody,
  validateDownline,
} from '@sorte/domain';
import type { RegisterDownlineRequest } from '@sorte/gateway';
import { isGatewayError } from '@sorte/gateway/answers';
import { DownlineRegisterForm } from '@sorte/ui/agent';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { fieldFailure } from '../../../lib/errors/index.ts';
import { useForm } from '../../../lib/useForm.ts';
import { requiredConfigAtom } from '../../../state/configAtoms.ts';
import { sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { accountCallsAtom, registerSettingsQuery } from '../../account/index.ts';
import { referralPages } from '../../referral/index.ts';
import { agentHomeCallsAtom } from '../agentHomeGateway.ts';
import { contractKeys } from '../contracts/contractKeys.ts';
import { rereadTeam } from '../team/api.ts';
import { registerDownline } from './api.ts';
import * as styles from './RegisterCentrePage.css.ts';

const InvitationLink = lazy(referralPages.referral);

/** A new downline: the team's overview, levels and counts, and the contract form's downlines, are read again. */
function rereadGrownTeam(client: QueryClient, token: string | null) {
  return Promise.all([
    rereadTeam(client, token),
    client.invalidateQueries({ queryKey: contractKeys.downlines(token) }),
  ]);
}

/**
 * registerCenter (§2 Agent menu): register a downline with the register settings' fields and rules (the new player's
 * upline is the agent), and the agent's invitation link with its code, copy and QR code (§9 800, 20, M: the
 * member centre's referral page).
 */
export function RegisterCentrePage() {
  const { t } = useLingui();
  const headingId = useId();
  const linkHeadingId = useId();
  const config = useAtomValue(requiredConfigAtom);
  const account = useAtomValue(accountCallsAtom);
  const agentHome = useAtomValue(agentHomeCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const client = useQueryClient();
  // Without the settings (a failed call) the built-in rules apply, as in the register popup.
  const settings = useQuery(registerSettingsQuery(account));
  const layout = useMemo(() => downlineRegisterLayout(settings.data ?? null), [settings.data]);
  const [registered, setRegistered] = useState<string | null>(null);

  const form = useForm<RegisterValues, RegisterErrorField>({
    initial: {},
    validate: (values) => {
      const check = validateDownline(layout, values, {
        ...(config.passwordRule ? { passwordRule: config.passwordRule } : {}),
      });
      return check.ok ? null : check.errors;
    },
    submit: async (values) => {
      setRegistered(null);
      const body = registerRequestBody(layout, values, { domain: location.hostname });
      const result = await registerDownline(agentHome, body as RegisterDownlineRequest);
      setRegistered(result.account ?? body.username ?? '');
      form.setValues({});
      void rereadGrownTeam(client, token);
    },
    mutationKey: ['registerDownline'],
    failureField: (error) =>
      (isGatewayError(error, 'rejected')
        ? registerRejectionField({ code: error.code ?? null, message: error.serverMessage ?? null })
        : null) ??
      fieldFailure(
        error,
        layout.fields.map((field) => field.name),
      ),
  });

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>{t`Cadastrar subordinado`}</h2>
        <DownlineRegisterForm {...form.props} fields={layout.fields} registered={registered} />
      </section>
      <section className={styles.section} aria-labelledby={linkHeadingId}>
        <h2 id={linkHeadingId} className={styles.heading}>{t`Link de convite`}</h2>
        <Suspense fallback={null}>
          <InvitationLink />
        </Suspense>
      </section>
    </div>
  );
}
