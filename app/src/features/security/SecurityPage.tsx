import { SecurityCentre, type WithdrawPasswordValues } from '@sorte/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { accountPagesCallsAtom } from '../../lib/accountPagesGateway.ts';
import { failureKind, failureText, fieldFailure } from '../../lib/errors/index.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import {
  actionFailureText,
  rememberMissing,
  useCallKnownMissing,
} from '../../lib/missingCall/missingCall.ts';
import { changePasswordPopupOpenAtom } from '../../state/popupAtoms.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { AvatarSection } from './AvatarSection.tsx';
import { saveWithdrawPassword, securityInfoQuery } from './api.ts';
import { LoginHistorySection } from './LoginHistorySection.tsx';
import { PersonalDataSection } from './PersonalDataSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { TwoStepSection } from './TwoStepSection.tsx';

const EMPTY: WithdrawPasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * securityCenter (§2 member centre): the avatar (AvatarSection), the change-password popup (the site's one form for it), the withdraw password
 * set or changed, and the bound mobile number and e-mail masked.
 */
export function SecurityPage() {
  const calls = useAtomValue(accountPagesCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const openChangePassword = useSetAtom(changePasswordPopupOpenAtom);
  const client = useQueryClient();
  const info = useQuery(securityInfoQuery(calls, token));
  const [values, setValues] = useState<WithdrawPasswordValues>(EMPTY);
  const [saved, setSaved] = useState(false);
  const saveMissing = useCallKnownMissing('withdrawPassword');
  const save = useMutation({
    mutationKey: ['withdraw-password'],
    mutationFn: (values: WithdrawPasswordValues) =>
      saveWithdrawPassword(calls, info.data?.hasWithdrawPassword === true, values),
    onSuccess: () => {
      setValues(EMPTY);
      setSaved(true);
      void client.invalidateQueries({ queryKey: securityInfoQuery(calls, token).queryKey });
    },
    onError: (error) => rememberMissing(client, 'withdrawPassword', error),
  });
  const message = save.error ? actionFailureText(save.error, failureText) : undefined;
  // A refusal naming the withdraw password (by code, field or words: `fieldFailure`) is the old one's, on a change.
  const refusedOld =
    save.error !== null &&
    info.data?.hasWithdrawPassword === true &&
    fieldFailure(save.error, ['withdrawPassword']) !== null;

  return (
    <SecurityCentre
      status={loadStatusOf(info)}
      failure={info.isError ? failureKind(info.error) : undefined}
      onRetry={() => void info.refetch()}
      {...(info.data?.mobileNum ? { mobileNum: info.data.mobileNum } : {})}
      {...(info.data?.countryDialingCode ? { countryDialingCode: info.data.countryDialingCode } : {})}
      {...(info.data?.email ? { email: info.data.email } : {})}
      hasWithdrawPassword={info.data?.hasWithdrawPassword ?? false}
      onChangePassword={() => openChangePassword(true)}
      values={values}
      onChange={(next) => {
        setSaved(false);
        setValues(next);
      }}
      submitting={save.isPending}
      {...(refusedOld && message ? { oldPasswordError: message } : {})}
      {...(!refusedOld && message ? { formError: message } : {})}
      {...(saveMissing ? {} : { onSubmit: (request: WithdrawPasswordValues) => save.mutate(request) })}
      saved={saved}
      avatar={<AvatarSection />}
    >
      <PersonalDataSection />
      <TwoStepSection />
      <SessionsSection />
      <LoginHistorySection />
    </SecurityCentre>
  );
}
