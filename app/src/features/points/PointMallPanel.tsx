import {
  accountFeatures,
  inputRequiredMessage,
  needRealAccountMessage,
  pointMallViewer,
} from '@sorte/domain';
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
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { formatLocaleAtom, formatMoneyAtom } from '../../i18n/formats.ts';
import { failureKind, failureText, fieldFailure } from '../../lib/errors/index.ts';
import { useFormDraft } from '../../lib/formDrafts.ts';
import { useForm } from '../../lib/useForm.ts';
import { openLoginPopupAtom, showWarningAtom } from '../../state/popupAtoms.ts';
import { isLoginAtom, isTrialAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { whiteLabelModulesAtom, whiteLabelSettledAtom } from '../../state/systemAtoms.ts';
import {
  cashierFailureText,
  MoneyIntentUnsureError,
  MoneyOutcomeUnknownError,
  useMoneyIntent,
} from '../cashier/index.ts';
import {
  convertPointMutation,
  pointBalanceQuery,
  pointEarningQuery,
  pointRewardsQuery,
  pointsDetailQuery,
  pointsKeys,
  redeemPointRewardMutation,
  redeemRecordsQuery,
} from './api.ts';
import { pointsCallsAtom } from './pointsGateway.ts';

interface RedeemState {
  reward: PointRewardItem;
  done: { referenceNo?: string } | null;
}

interface RedeemValues {
  paymentPassword: string;
}

interface ConvertState {
  values: PointConvertValues;
  done: { amount: number } | null;
}

const NO_CONVERSION: PointConvertValues = { points: '', withdrawPassword: '' };

/** Issue 22 item 7: the points typed for a conversion survive a session expiry, never the withdraw password. */
const CONVERSION_DRAFT = {
  name: 'point-conversion',
  keep: ({ points }: PointConvertValues) => ({ points }),
};

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
  const setWarning = useSetAtom(showWarningAtom);
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
  const queryClient = useQueryClient();
  const redeemReward = useMutation(redeemPointRewardMutation(queryClient, calls, token));
  // Issue 24 item 7: one Idempotency-Key per redeem, made and kept (across a reload while unsure) as the cashier's.
  const redeemIntent = useMoneyIntent('point-redeem', () => rereadPoints(queryClient, token));

  const formatAmount = useAtomValue(formatMoneyAtom);

  const retryFailed = () => {
    for (const query of [rewards, earning, balance]) if (query.isError) void query.refetch();
  };

  /** passwordCheck/MCS2_redeemPointReward with the dialog's idempotency key; the mutation re-reads balance and stock. */
  const submitRedeem = async ({ paymentPassword }: RedeemValues) => {
    if (!redeem) return;
    const request = { rewardId: redeem.reward.id, quantity: 1, paymentPassword };
    const result = await redeemIntent.send({ rewardId: request.rewardId, quantity: 1 }, (idempotencyKey) =>
      redeemReward.mutateAsync({ request, idempotencyKey }),
    );
    setRedeem((state) => state && { ...state, done: { referenceNo: result?.referenceNo } });
  };

  const redeemForm = useForm<RedeemValues, 'paymentPassword'>({
    initial: { paymentPassword: '' },
    validate: ({ paymentPassword }) =>
      paymentPassword === '' ? { paymentPassword: inputRequiredMessage } : null,
    submit: submitRedeem,
    mutationKey: ['point-redeem-form'],
    failureText: cashierFailureText,
    failureField: (error) => fieldFailure(error, ['paymentPassword']),
  });

  const openRedeem = (reward: PointRewardItem) => {
    redeemForm.setValues({ paymentPassword: '' });
    redeemForm.clearMessages();
    setRedeem({ reward, done: null });
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
  const queryClient = useQueryClient();
  const mutation = useMutation(convertPointMutation(queryClient, calls, token));
  // Issue 24 item 7: the conversion's Idempotency-Key is the money intent's, kept across a reload while unsure.
  const intent = useMoneyIntent('point-convert', () => rereadPoints(queryClient, token));
  const [unsure, setUnsure] = useState<ReturnType<typeof cashierFailureText> | null>(null);
  const failure = mutation.error;
  const message = failure ? failureText(failure) : undefined;
  const refusedPassword = failure !== null && fieldFailure(failure, ['withdrawPassword']) !== null;
  return {
    state,
    submitting: mutation.isPending,
    passwordError: refusedPassword ? message : undefined,
    formError: unsure ?? (message !== undefined && !refusedPassword ? message : undefined),
    open: () => {
      mutation.reset();
      setUnsure(null);
      setState({ values: draft.restore(NO_CONVERSION), done: null });
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
      setUnsure(null);
      intent
        .send({ points: request.points }, (idempotencyKey) =>
          mutation.mutateAsync({ request, idempotencyKey }),
        )
        .then((result) => {
          draft.settle();
          onConverted();
          setState(
            (current) =>
              current && { ...current, values: NO_CONVERSION, done: { amount: result?.amount ?? 0 } },
          );
        })
        .catch((error: unknown) => {
          // A refusal is shown from the mutation's error; an unknown outcome (or another conversion while one is
          // unsure) says so, and the next try reuses the key.
          if (error instanceof MoneyOutcomeUnknownError || error instanceof MoneyIntentUnsureError)
            setUnsure(cashierFailureText(error));
        });
    },
  };
}

/** After an unknown outcome: the points, the stock and the wallet are read again before a retry is offered. */
function rereadPoints(client: QueryClient, token: string | null) {
  return Promise.all([
    client.invalidateQueries({ queryKey: pointsKeys.balance(token) }),
    client.invalidateQueries({ queryKey: pointsKeys.rewards() }),
    client.invalidateQueries({ queryKey: pointsKeys.records(token) }),
  ]);
}
