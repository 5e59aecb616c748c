import {
  accountFeatures,
  inputRequiredMessage,
  needRealAccountMessage,
  pointMallViewer,
} from '@sorte/domain';
import { isGatewayError } from '@sorte/gateway';
import type { FailureKind, FieldMessage, LoadStatus } from '@sorte/ui';
import { PointMall, PointRedeemDialog, type PointRewardItem } from '@sorte/ui/points';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { formatMoneyAtom } from '../../i18n/formats.ts';
import { loginPopupAtom, warningDialogAtom } from '../../state/popupAtoms.ts';
import { isLoginAtom, isTrialAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { whiteLabelModulesAtom, whiteLabelSettledAtom } from '../../state/systemAtoms.ts';
import { failureKind, failureText } from '../errors/index.ts';
import { pointBalanceQuery, pointEarningQuery, pointRewardsQuery, redeemPointRewardMutation } from './api.ts';
import { pointsCallsAtom } from './pointsGateway.ts';

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

function loadOf(query: { status: 'pending' | 'error' | 'success'; error?: unknown }): {
  status: LoadStatus;
  failure?: FailureKind;
} {
  if (query.status === 'error') return { status: 'error', failure: failureKind(query.error) };
  return { status: query.status === 'success' ? 'ready' : 'loading' };
}

/**
 * Spec §2 /pointMall, the point mall's public face (PTSYS3, §6): the balance or a sign-in prompt, how points are
 * earned, and the reward catalogue. Redeem: a visitor gets the login popup, a trial account 'in_need_true_account',
 * a player the payment-password confirmation (passwordCheck/MCS2_redeemPointReward, encrypted).
 */
export function PointMallPanel() {
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
  const rewards = useQuery({ ...pointRewardsQuery(calls), enabled: load });
  const earning = useQuery({ ...pointEarningQuery(calls), enabled: load });
  const balance = useQuery({
    ...pointBalanceQuery(calls, token),
    enabled: load && isLogin && token !== null,
  });
  const redeemReward = useMutation(redeemPointRewardMutation(useQueryClient(), calls, token));

  const formatAmount = useAtomValue(formatMoneyAtom);

  const retryFailed = () => {
    for (const query of [rewards, earning, balance]) if (query.isError) void query.refetch();
  };

  const submitRedeem = () => {
    if (!redeem || redeem.submitting) return;
    if (redeem.paymentPassword === '') {
      setRedeem({ ...redeem, passwordError: inputRequiredMessage, formError: undefined });
      return;
    }
    const current = redeem;
    setRedeem({ ...current, submitting: true, passwordError: undefined, formError: undefined });
    redeemReward
      .mutateAsync({
        request: { rewardId: current.reward.id, quantity: 1, paymentPassword: current.paymentPassword },
        idempotencyKey: current.idempotencyKey,
      })
      .then(
        (result) => {
          setRedeem(
            (state) => state && { ...state, submitting: false, done: { referenceNo: result?.referenceNo } },
          );
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
          // An ambiguous failure may have gone through: the mutation reads the real balance and stock again.
        },
      );
  };

  const items: readonly PointRewardItem[] = rewards.data ?? [];
  const points = balance.data?.points;

  return (
    <>
      <PointMall
        available={available}
        viewer={viewer}
        balance={{ ...loadOf(balance), points }}
        rewards={{ ...loadOf(rewards), items }}
        earning={{ ...loadOf(earning), rules: earning.data?.rules ?? [] }}
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
    </>
  );
}
