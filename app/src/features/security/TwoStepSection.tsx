import { twoStepCodeOf, twoStepCodeRefusedMessage } from '@sorte/domain';
import type { AuthenticatorBinding } from '@sorte/gateway';
import { TwoStepSection as TwoStepSectionView, type TwoStepView } from '@sorte/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { accountPagesCallsAtom } from '../../lib/accountPagesGateway.ts';
import {
  actionFailureText,
  isCallMissing,
  isOffered,
  rememberMissing,
  useCallKnownMissing,
} from '../../lib/missingCall/missingCall.ts';
import { isTwoStepCodeRefusal, twoStepStatusQuery } from '../../lib/twoStep/api.ts';
import { useCopyToClipboard } from '../../lib/useCopyToClipboard.ts';
import { useQrImage } from '../../lib/useQrImage.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { failureText } from '../errors/index.ts';
import { bindAuthenticator, confirmOrDisableTwoStep } from './api.ts';

/**
 * Issue 23 item 5: the security centre's two-step verification by an authenticator app. Hidden on a gateway without
 * its status call; turning on or off hidden once its call is answered as not offered.
 */
export function TwoStepSection() {
  const calls = useAtomValue(accountPagesCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const client = useQueryClient();
  const status = useQuery(twoStepStatusQuery(calls, token));
  const [binding, setBinding] = useState<AuthenticatorBinding | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [code, setCode] = useState('');
  const [done, setDone] = useState<'on' | 'off' | undefined>();
  const { copied, copy } = useCopyToClipboard();
  const qrImage = useQrImage(binding?.otpauthUri ?? null);
  const bindMissing = useCallKnownMissing('bindAuthenticator');
  const disableMissing = useCallKnownMissing('disableTwoStep');
  const confirmMissing = useCallKnownMissing('confirmTwoStep');

  const reread = () => client.invalidateQueries({ queryKey: twoStepStatusQuery(calls, token).queryKey });
  const start = useMutation({
    mutationKey: ['two-step', 'bind'],
    mutationFn: () => bindAuthenticator(calls),
    onMutate: () => setDone(undefined),
    onSuccess: (next) => {
      setCode('');
      setBinding(next);
    },
    onError: (error) => rememberMissing(client, 'bindAuthenticator', error),
  });
  const confirm = useMutation({
    mutationKey: ['two-step', 'confirm'],
    mutationFn: (typed: string) => confirmOrDisableTwoStep(calls, turningOff, twoStepCodeOf(typed)),
    onSuccess: async () => {
      setDone(turningOff ? 'off' : 'on');
      setBinding(null);
      setTurningOff(false);
      setCode('');
      await reread();
    },
    onError: (error) => {
      rememberMissing(client, turningOff ? 'disableTwoStep' : 'confirmTwoStep', error);
      // Without the confirmation a new secret can never be turned on: the binding is dropped with it.
      if (!turningOff && isCallMissing(error)) setBinding(null);
    },
  });

  if (!status.data || !isOffered(status.data)) return null;
  const state = status.data;
  const view: TwoStepView = binding
    ? { kind: 'binding', secret: binding.secret, otpauthUri: binding.otpauthUri, qrImage }
    : state.enabled
      ? { kind: turningOff ? 'turningOff' : 'on', method: state.method ?? 'authenticator' }
      : { kind: 'off' };
  const failure = confirm.error ?? start.error;
  const codeRefused = confirm.error !== null && isTwoStepCodeRefusal(confirm.error);
  const cancel = () => {
    start.reset();
    confirm.reset();
    setBinding(null);
    setTurningOff(false);
    setCode('');
  };

  return (
    <TwoStepSectionView
      view={view}
      {...(!state.enabled && !bindMissing && !confirmMissing && state.methods.includes('authenticator')
        ? { onStart: () => start.mutate() }
        : {})}
      starting={start.isPending}
      // Turning off by SMS needs a code sent to the mobile, which this site does not ask for yet.
      {...(state.enabled && state.method !== 'sms' && !disableMissing
        ? {
            onTurnOff: () => {
              confirm.reset();
              setDone(undefined);
              setTurningOff(true);
            },
          }
        : {})}
      code={code}
      onCodeChange={setCode}
      {...(codeRefused ? { codeError: twoStepCodeRefusedMessage } : {})}
      {...(failure && !codeRefused ? { formError: actionFailureText(failure, failureText) } : {})}
      submitting={confirm.isPending}
      onConfirm={() => confirm.mutate(code)}
      onCancel={cancel}
      onCopySecret={() => binding && copy(binding.secret)}
      copied={copied !== null}
      {...(done ? { done } : {})}
    />
  );
}
