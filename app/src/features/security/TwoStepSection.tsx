import { twoStepCodeOf, twoStepCodeRefusedMessage, twoStepSmsCodeRefusedMessage } from '@sorte/domain';
import type { AuthenticatorBinding } from '@sorte/gateway';
import { TwoStepSection as TwoStepSectionView, type TwoStepView } from '@sorte/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { accountPagesCallsAtom } from '../../lib/accountPagesGateway.ts';
import { failureText } from '../../lib/errors/index.ts';
import {
  actionFailureText,
  isCallMissing,
  isOffered,
  rememberMissing,
  useCallKnownMissing,
} from '../../lib/missingCall/missingCall.ts';
import { isTwoStepCodeRefusal, sendTwoStepSms, twoStepStatusQuery } from '../../lib/twoStep/api.ts';
import { useCopyToClipboard } from '../../lib/useCopyToClipboard.ts';
import { useQrImage } from '../../lib/useQrImage.ts';
import { sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { useSmsSender } from '../account/index.ts';
import { bindAuthenticator, confirmOrDisableTwoStep } from './api.ts';

const SMS_EXPIRY_KEY = 'sorte.twoStepSmsExpiry';

/**
 * Issue 23 item 5: the security centre's two-step verification by an authenticator app or by SMS. Hidden on a gateway
 * without its status call; turning on or off, and the SMS method, hidden once its call is answered as not offered.
 */
export function TwoStepSection() {
  const calls = useAtomValue(accountPagesCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const client = useQueryClient();
  const status = useQuery(twoStepStatusQuery(calls, token));
  const [binding, setBinding] = useState<AuthenticatorBinding | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [smsBinding, setSmsBinding] = useState(false);
  const [smsSent, setSmsSent] = useState<{ maskedMobile?: string } | null>(null);
  const [smsMissing, setSmsMissing] = useState<unknown>(null);
  const sms = useSmsSender(SMS_EXPIRY_KEY);
  const [code, setCode] = useState('');
  const [done, setDone] = useState<'on' | 'off' | undefined>();
  const { copied, copy } = useCopyToClipboard();
  const qrImage = useQrImage(binding?.otpauthUri ?? null);
  const bindMissing = useCallKnownMissing('bindAuthenticator');
  const disableMissing = useCallKnownMissing('disableTwoStep');
  const confirmMissing = useCallKnownMissing('confirmTwoStep');
  const sendMissing = useCallKnownMissing('sendTwoStepSms');
  const bySms =
    smsBinding ||
    (turningOff && status.data !== undefined && isOffered(status.data) && status.data.method === 'sms');

  /** Texts a code; `then` runs once it went out. A gateway without the call: said once, the SMS method hidden. */
  const sendCode = (then?: () => void) => {
    setDone(undefined);
    setSmsMissing(null);
    void sms.send(async () => {
      try {
        const sent = await sendTwoStepSms(calls);
        setSmsSent(sent.maskedMobile ? { maskedMobile: sent.maskedMobile } : {});
        then?.();
        return sent;
      } catch (error) {
        if (!isCallMissing(error)) throw error;
        rememberMissing(client, 'sendTwoStepSms', error);
        setSmsMissing(error);
        return undefined;
      }
    });
  };

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
    mutationFn: (typed: string) =>
      confirmOrDisableTwoStep(calls, turningOff, smsBinding ? 'sms' : 'authenticator', twoStepCodeOf(typed)),
    onSuccess: async () => {
      setDone(turningOff ? 'off' : 'on');
      setBinding(null);
      setSmsBinding(false);
      setSmsSent(null);
      setTurningOff(false);
      setCode('');
      await reread();
    },
    onError: (error) => {
      rememberMissing(client, turningOff ? 'disableTwoStep' : 'confirmTwoStep', error);
      // Without the confirmation a new secret can never be turned on: the binding is dropped with it.
      if (!turningOff && isCallMissing(error)) {
        setBinding(null);
        setSmsBinding(false);
      }
    },
  });

  if (!status.data || !isOffered(status.data)) return null;
  const state = status.data;
  const view: TwoStepView = binding
    ? { kind: 'binding', secret: binding.secret, otpauthUri: binding.otpauthUri, qrImage }
    : smsBinding
      ? { kind: 'smsBinding' }
      : state.enabled
        ? { kind: turningOff ? 'turningOff' : 'on', method: state.method ?? 'authenticator' }
        : { kind: 'off' };
  const failure = confirm.error ?? start.error ?? smsMissing;
  const codeRefused = confirm.error !== null && isTwoStepCodeRefusal(confirm.error);
  const cancel = () => {
    start.reset();
    confirm.reset();
    setBinding(null);
    setSmsBinding(false);
    setSmsSent(null);
    setSmsMissing(null);
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
      {...(!state.enabled && !sendMissing && !confirmMissing && state.methods.includes('sms')
        ? {
            onStartSms: () =>
              sendCode(() => {
                setCode('');
                setSmsBinding(true);
              }),
          }
        : {})}
      sms={{
        sent: smsSent !== null,
        ...(smsSent?.maskedMobile ? { maskedMobile: smsSent.maskedMobile } : {}),
        countdownSeconds: sms.seconds,
        sending: sms.sending,
        lockedOut: sms.lockedOut,
        onSend: () => sendCode(),
      }}
      // Turning off by SMS needs a texted code: not on a gateway without the call that sends it.
      {...(state.enabled && !(state.method === 'sms' && sendMissing) && !disableMissing
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
      {...(codeRefused
        ? { codeError: bySms ? twoStepSmsCodeRefusedMessage : twoStepCodeRefusedMessage }
        : {})}
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
