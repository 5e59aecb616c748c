import {
  accountFeatures,
  inputRequiredMessage,
  needRealAccountMessage,
  pointMallViewer,
} from '@sorte/domain';
import { isGatewayError } from '@sorte/gateway';
import type { FailureKind } from '@sorte/ui';
import { PointMall, type PointMallLoad, PointRedeemDialog, type PointRewardItem } from '@sorte/ui/points';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { failureKind, failureText } from '../../features/errors/failureText.ts';
import { pointsCallsAtom } from '../../features/points/pointsGateway.ts';
import { formatMoneyAtom } from '../../i18n/formats.ts';
import { useForm } from '../../lib/useForm.ts';
import { useGatewayQuery } from '../../lib/useGatewayQuery.ts';
import { loginPopupAtom, warningDialogAtom } from '../../state/popupAtoms.ts';
import { isLoginAtom, isTrialAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { whiteLabelModulesAtom, whiteLabelSettledAtom } from '../../state/systemAtoms.ts';
import * as styles from '../home/HomeRoute.css.ts';

interface RedeemState {
  reward: PointRewardItem;
  /** Made when the dialog opens and reused when the player tries again (quality bar: money actions). */
  idempotencyKey: string;
  done: { referenceNo?: string } | null;
}

interface RedeemValues {
  paymentPassword: string;
}

/** The server's refusal of the payment password belongs under the field; any other message above the button. */
const WRONG_PASSWORD = /password/i;

function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function loadOf(query: { status: string; error?: unknown }): {
  status: PointMallLoad;
  failure?: FailureKind;
} {
  if (query.status === 'error') return { status: 'error', failure: failureKind(query.error) };
  return { status: query.status === 'ready' ? 'ready' : 'loading' };
}

/**
 * Spec §2 /pointMall, the point mall's public face (PTSYS3, §6): the balance or a sign-in prompt, how points are
 * earned, and the reward catalogue. Redeem: a visitor gets the login popup, a trial account 'in_need_true_account',
 * a player the payment-password confirmation (passwordCheck/MCS2_redeemPointReward, encrypted).
 */
export function PointMallRoute() {
  const modules = useAtomValue(whiteLabelModulesAtom);
  const settled = useAtomValue(whiteLabelSettledAtom);
  const token = useAtomValue(sessionTokenAtom);
  const isLogin = useAtomValue(isLoginAtom);
  const isTrial = useAtomValue(isTrialAtom);
  const calls = useAtomValue(pointsCallsAtom);
  const setLoginPopup = useSetAtom(loginPopupAtom);
  const setWarning = useSetAtom(warningDialogAtom);
  const [redeem, setRedeem] = useState<RedeemState | null>(null);

  // Until the white-label settings are in, the page shows its skeletons and asks for nothing.
  const available = !settled || accountFeatures(modules).pointMall;
  const load = settled && available;
  const viewer = pointMallViewer({ isLogin, isTrial });
  const rewards = useGatewayQuery(load ? 'points:rewards' : null, (signal) => calls.rewards({ signal }));
  const earning = useGatewayQuery(load ? 'points:config' : null, (signal) => calls.config({ signal }));
  const balance = useGatewayQuery(load && isLogin ? `points:balance:${token}` : null, (signal) =>
    calls.balance({ signal }),
  );

  const formatAmount = useAtomValue(formatMoneyAtom);

  const retryFailed = () => {
    for (const query of [rewards, earning, balance]) if (query.status === 'error') query.retry();
  };

  /** passwordCheck/MCS2_redeemPointReward with the dialog's idempotency key. */
  const submitRedeem = async ({ paymentPassword }: RedeemValues) => {
    if (!redeem) return;
    const result = await calls.redeem(
      { rewardId: redeem.reward.id, quantity: 1, paymentPassword },
      { headers: { 'Idempotency-Key': redeem.idempotencyKey } },
    );
    setRedeem((state) => state && { ...state, done: { referenceNo: result?.referenceNo } });
    balance.retry();
    rewards.retry();
  };

  const redeemForm = useForm<RedeemValues, 'paymentPassword'>({
    initial: { paymentPassword: '' },
    validate: ({ paymentPassword }) =>
      paymentPassword === '' ? { paymentPassword: inputRequiredMessage } : null,
    submit: submitRedeem,
    failureField: (error) => {
      const message = failureText(error);
      return isGatewayError(error, 'rejected') && typeof message === 'string' && WRONG_PASSWORD.test(message)
        ? { field: 'paymentPassword', message }
        : null;
    },
    onFailure: (error) => {
      if (isGatewayError(error, 'rejected')) {
        // Nothing was spent on a refusal: the next try is a new request.
        setRedeem((state) => state && { ...state, idempotencyKey: newIdempotencyKey() });
      } else {
        // An ambiguous failure may have gone through: show the real balance and stock instead of resubmitting.
        balance.retry();
        rewards.retry();
      }
      return false;
    },
  });

  const openRedeem = (reward: PointRewardItem) => {
    redeemForm.setValues({ paymentPassword: '' });
    redeemForm.clearMessages();
    setRedeem({ reward, idempotencyKey: newIdempotencyKey(), done: null });
  };

  const items: readonly PointRewardItem[] = rewards.status === 'ready' ? rewards.data : [];
  const points = balance.status === 'ready' ? balance.data.points : undefined;

  return (
    <div className={styles.page}>
      <PointMall
        available={available}
        viewer={viewer}
        balance={{ ...loadOf(balance), points }}
        rewards={{ ...loadOf(rewards), items }}
        earning={{ ...loadOf(earning), rules: earning.status === 'ready' ? earning.data.rules : [] }}
        formatAmount={formatAmount}
        onRetry={retryFailed}
        onSignIn={() => setLoginPopup((previous) => ({ ...previous, open: true }))}
        onNeedRealAccount={() => setWarning({ message: needRealAccountMessage })}
        onRedeem={openRedeem}
        pendingId={redeem && redeemForm.submitting ? redeem.reward.id : null}
      />
      <PointRedeemDialog
        open={redeem !== null}
        onClose={() => {
          if (!redeemForm.submitting) setRedeem(null);
        }}
        reward={redeem?.reward ?? null}
        points={points ?? 0}
        paymentPassword={redeemForm.values.paymentPassword}
        onPaymentPasswordChange={(paymentPassword) => redeemForm.change('paymentPassword', paymentPassword)}
        passwordError={redeemForm.errors.paymentPassword}
        formError={redeemForm.formError ?? undefined}
        submitting={redeemForm.submitting}
        onSubmit={redeemForm.submit}
        done={redeem?.done ?? null}
      />
    </div>
  );
}
