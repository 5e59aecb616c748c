import {
  accountFeatures,
  inputRequiredMessage,
  needRealAccountMessage,
  pointMallViewer,
} from '@sorte/domain';
import { isGatewayError } from '@sorte/gateway';
import type { FailureKind, LoadStatus } from '@sorte/ui';
import {
  PointConvertDialog,
  type PointConvertRequest,
  type PointConvertValues,
  PointMall,
  PointRecords,
  type PointRecordsTab,
  PointRedeemDialog,
  type PointRewardItem,
} from '@sorte/ui/points';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { formatLocaleAtom, formatMoneyAtom } from '../../i18n/formats.ts';
import { useFormDraft } from '../../lib/formDrafts.ts';
import { useForm } from '../../lib/useForm.ts';
import { openLoginPopupAtom, warningDialogAtom } from '../../state/popupAtoms.ts';
import { isLoginAtom, isTrialAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { whiteLabelModulesAtom, whiteLabelSettledAtom } from '../../state/systemAtoms.ts';
import { failureKind, failureText } from '../errors/index.ts';
import {
  convertPointMutation,
  pointBalanceQuery,
  pointEarningQuery,
  pointRewardsQuery,
  pointsDetailQuery,
  redeemPointRewardMutation,
  redeemRecordsQuery,
} from './api.ts';
import { pointsCallsAtom } from './pointsGateway.ts';

interface RedeemState {
  reward: PointRewardItem;
  /** Made when the dialog opens and reused when the player tries again (quality bar: money actions). */
  idempotencyKey: string;
  done: { referenceNo?: string } | null;
}

interface RedeemValues {
  paymentPassword: string;
}

interface ConvertState {
  values: PointConvertValues;
  /** Made when the dialog opens, kept while the same conversion is tried again (quality bar: money actions). */
  idempotencyKey: string;
  done: { amount: number } | null;
}

const NO_CONVERSION: PointConvertValues = { points: '', withdrawPassword: '' };

/** Issue 22 item 7: the points typed for a conversion survive a session expiry, never the withdraw password. */
const CONVERSION_DRAFT = {
  name: 'point-conversion',
  keep: ({ points }: PointConvertValues) => ({ points }),
};

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
  const openLoginPopup = useSetAtom(openLoginPopupAtom);
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

  /** passwordCheck/MCS2_redeemPointReward with the dialog's idempotency key; the mutation re-reads balance and stock. */
  const submitRedeem = async ({ paymentPassword }: RedeemValues) => {
    if (!redeem) return;
    const result = await redeemReward.mutateAsync({
      request: { rewardId: redeem.reward.id, quantity: 1, paymentPassword },
      idempotencyKey: redeem.idempotencyKey,
    });
    setRedeem((state) => state && { ...state, done: { referenceNo: result?.referenceNo } });
  };

  const redeemForm = useForm<RedeemValues, 'paymentPassword'>({
    initial: { paymentPassword: '' },
    validate: ({ paymentPassword }) =>
      paymentPassword === '' ? { paymentPassword: inputRequiredMessage } : null,
    submit: submitRedeem,
    mutationKey: ['point-redeem-form'],
    failureField: (error) => {
      const message = failureText(error);
      return isGatewayError(error, 'rejected') && typeof message === 'string' && WRONG_PASSWORD.test(message)
        ? { field: 'paymentPassword', message }
        : null;
    },
    onFailure: (error) => {
      // Nothing was spent on a refusal: the next try is a new request. An ambiguous failure may have gone through:
      // the mutation reads the real balance and stock again instead of resubmitting.
      if (isGatewayError(error, 'rejected'))
        setRedeem((state) => state && { ...state, idempotencyKey: newIdempotencyKey() });
      return false;
    },
  });

  const openRedeem = (reward: PointRewardItem) => {
    redeemForm.setValues({ paymentPassword: '' });
    redeemForm.clearMessages();
    setRedeem({ reward, idempotencyKey: newIdempotencyKey(), done: null });
  };

  const items: readonly PointRewardItem[] = rewards.data ?? [];
  const points = balance.data?.points;
  const conversion = earning.data?.conversion;
  const records = usePointRecords(viewer === 'player' && load);
  const convert = useConvert(records.rereadAfterConvert);

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
        onSignIn={() => openLoginPopup()}
        onNeedRealAccount={() => setWarning({ message: needRealAccountMessage })}
        onRedeem={openRedeem}
        pendingId={redeem && redeemForm.submitting ? redeem.reward.id : null}
        {...(viewer === 'player' && conversion ? { onConvert: convert.open } : {})}
      />
      {viewer === 'player' && available ? records.view : null}
      {conversion ? (
        <PointConvertDialog
          open={convert.state !== null}
          onClose={convert.close}
          points={points ?? 0}
          rule={conversion}
          values={convert.state?.values ?? NO_CONVERSION}
          onChange={convert.change}
          formatAmount={formatAmount}
          passwordError={convert.passwordError}
          formError={convert.formError}
          submitting={convert.submitting}
          onSubmit={convert.submit}
          done={convert.state?.done ?? null}
        />
      ) : null}
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
    </>
  );
}

function listOf<Row>(
  query: {
    status: 'pending' | 'error' | 'success';
    error?: unknown;
    data?: { list: Row[]; totalPages: number };
  },
  page: number,
) {
  return { ...loadOf(query), rows: query.data?.list ?? [], page, totalPages: query.data?.totalPages ?? 0 };
}

/** The redeem records and points detail of a player, each paged on its own (§3, §7 Points). */
function usePointRecords(enabled: boolean) {
  const calls = useAtomValue(pointsCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const formatAmount = useAtomValue(formatMoneyAtom);
  const [tab, setTab] = useState<PointRecordsTab>('redeems');
  const [pages, setPages] = useState({ redeems: 1, detail: 1 });
  const redeems = useQuery({
    ...redeemRecordsQuery(calls, token, pages.redeems),
    enabled: enabled && token !== null,
  });
  const detail = useQuery({
    ...pointsDetailQuery(calls, token, pages.detail),
    enabled: enabled && token !== null && tab === 'detail',
  });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  const view = (
    <PointRecords
      tab={tab}
      onTabChange={setTab}
      redeems={listOf(redeems, pages.redeems)}
      detail={listOf(detail, pages.detail)}
      onPageChange={(page) => setPages((current) => ({ ...current, [tab]: page }))}
      onRetry={() => void (tab === 'redeems' ? redeems : detail).refetch()}
      formatDateTime={(time) => dateTime.format(time)}
      formatAmount={formatAmount}
    />
  );
  // A conversion is newest: both lists go back to their first page, where it shows.
  const rereadAfterConvert = () => setPages({ redeems: 1, detail: 1 });
  return { view, rereadAfterConvert };
}

/** passwordCheck/MCS2_convertPoint behind the withdraw password, with one Idempotency-Key per conversion. */
function useConvert(onConverted: () => void) {
  const calls = useAtomValue(pointsCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const [state, setState] = useState<ConvertState | null>(null);
  const draft = useFormDraft(CONVERSION_DRAFT);
  const mutation = useMutation(convertPointMutation(useQueryClient(), calls, token));
  const failure = mutation.error;
  const message = failure ? failureText(failure) : undefined;
  const refusedPassword =
    failure !== null &&
    isGatewayError(failure, 'rejected') &&
    typeof message === 'string' &&
    WRONG_PASSWORD.test(message);
  return {
    state,
    submitting: mutation.isPending,
    passwordError: refusedPassword ? message : undefined,
    formError: message !== undefined && !refusedPassword ? message : undefined,
    open: () => {
      mutation.reset();
      setState({ values: draft.restore(NO_CONVERSION), idempotencyKey: newIdempotencyKey(), done: null });
    },
    close: () => {
      if (!mutation.isPending) setState(null);
    },
    change: (values: PointConvertValues) => {
      if (state) draft.save(values, NO_CONVERSION);
      setState((current) => current && { ...current, values });
    },
    submit: (request: PointConvertRequest) => {
      if (!state || mutation.isPending) return;
      mutation.mutate(
        { request, idempotencyKey: state.idempotencyKey },
        {
          onSuccess: (result) => {
            draft.settle();
            onConverted();
            setState(
              (current) =>
                current && { ...current, values: NO_CONVERSION, done: { amount: result?.amount ?? 0 } },
            );
          },
          // Nothing changed on a refusal: the next try is a new conversion. An ambiguous failure keeps the key.
          onError: (error) => {
            if (isGatewayError(error, 'rejected'))
              setState((current) => current && { ...current, idempotencyKey: newIdempotencyKey() });
          },
        },
      );
    },
  };
}
