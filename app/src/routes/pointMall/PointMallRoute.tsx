import {
  accountFeatures,
  inputRequiredMessage,
  needRealAccountMessage,
  pointMallViewer,
} from '@sorte/domain';
import { isGatewayError } from '@sorte/gateway';
import type { FailureKind, FieldMessage, LoadStatus } from '@sorte/ui';
import { PointMall, PointRedeemDialog, type PointRewardItem } from '@sorte/ui/points';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { failureKind, failureText } from '../../features/errors/failureText.ts';
import { pointsCallsAtom } from '../../features/points/pointsGateway.ts';
import { formatMoneyAtom } from '../../i18n/formats.ts';
import { useGatewayQuery } from '../../lib/useGatewayQuery.ts';
import { loginPopupAtom, warningDialogAtom } from '../../state/popupAtoms.ts';
import { isLoginAtom, isTrialAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { whiteLabelModulesAtom, whiteLabelSettledAtom } from '../../state/systemAtoms.ts';
import * as styles from '../home/HomeRoute.css.ts';

interface RedeemState {
  reward: PointRewardItem;
  /** Made when the dialog opens and reused when the player tries again (quality bar: money actions). */
  idempotencyKey: string;
  paymentPassword: string;
  passwordError?: FieldMessage;
  formError?: FieldMessage;
  submitting: boolean;
  done: { referenceNo?: string } | null;
}

/** The server's refusal of the payment password belongs under the field; any other message above the button. */
const WRONG_PASSWORD = /password/i;

function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function loadOf(query: { status: string; error?: unknown }): {
  status: LoadStatus;
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

  const submitRedeem = () => {
    if (!redeem || redeem.submitting) return;
    if (redeem.paymentPassword === '') {
      setRedeem({ ...redeem, passwordError: inputRequiredMessage, formError: undefined });
      return;
    }
    const current = redeem;
    setRedeem({ ...current, submitting: true, passwordError: undefined, formError: undefined });
    calls
      .redeem(
        { rewardId: current.reward.id, quantity: 1, paymentPassword: current.paymentPassword },
        { headers: { 'Idempotency-Key': current.idempotencyKey } },
      )
      .then(
        (result) => {
          setRedeem(
            (state) => state && { ...state, submitting: false, done: { referenceNo: result?.referenceNo } },
          );
          balance.retry();
          rewards.retry();
        },
        (error: unknown) => {
          const message = failureText(error);
          const refused = isGatewayError(error) && error.kind === 'rejected';
          setRedeem(
            (state) =>
              state && {
                ...state,
                submitting: false,
                // Nothing was spent on a refusal: the next try is a new request.
                ...(refused ? { idempotencyKey: newIdempotencyKey() } : {}),
                ...(refused && typeof message === 'string' && WRONG_PASSWORD.test(message)
                  ? { passwordError: message }
                  : { formError: message }),
              },
          );
          // An ambiguous failure may have gone through: show the real balance and stock instead of resubmitting.
          if (!refused) {
            balance.retry();
            rewards.retry();
          }
        },
      );
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
        onRedeem={(reward) =>
          setRedeem({
            reward,
            idempotencyKey: newIdempotencyKey(),
            paymentPassword: '',
            submitting: false,
            done: null,
          })
        }
        pendingId={redeem?.submitting ? redeem.reward.id : null}
      />
      <PointRedeemDialog
        open={redeem !== null}
        onClose={() => {
          if (!redeem?.submitting) setRedeem(null);
        }}
        reward={redeem?.reward ?? null}
        points={points ?? 0}
        paymentPassword={redeem?.paymentPassword ?? ''}
        onPaymentPasswordChange={(paymentPassword) =>
          setRedeem((state) => state && { ...state, paymentPassword, passwordError: undefined })
        }
        passwordError={redeem?.passwordError}
        formError={redeem?.formError}
        submitting={redeem?.submitting ?? false}
        onSubmit={submitRedeem}
        done={redeem?.done ?? null}
      />
    </div>
  );
}
