import {
  type DepositFormValues,
  type DepositOrder,
  depositFormErrors,
  depositPaymentPage,
  type LimitRefusal,
  limitBeyond,
  typedAmount,
} from '@sorte/domain';
import { isVerificationPending, readLimitRefusal } from '@sorte/gateway/answers';
import {
  type BankTransferField,
  BankTransferInstructions,
  CashierLockNotice,
  type CashierLockReason,
  chosenDepositChannel,
  DepositPanel,
  PixCharge,
} from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { failureKind } from '../../lib/errors/index.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { actionFailureText, isOffered, NOT_OFFERED } from '../../lib/missingCall/missingCall.ts';
import { NotOfferedNote } from '../../lib/missingCall/NotOfferedNote.tsx';
import { pauseLockMessage, pauseRefusalOf } from '../../lib/pauses/pauseText.ts';
import { PauseLockNote, usePauseLock } from '../../lib/pauses/usePauseLock.tsx';
import { useCopyToClipboard } from '../../lib/useCopyToClipboard.ts';
import { useForm } from '../../lib/useForm.ts';
import { useQrImage } from '../../lib/useQrImage.ts';
import { memberPath } from '../../paths.ts';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import {
  MANDATORY_LIMITS_HREF,
  playerLimitsCallsAtom,
  playerLimitsQuery,
  useMissingMandatoryLimits,
} from '../limits/index.ts';
import { depositChannelsQuery, depositOrderQuery, depositOrdersQuery, makeDeposit } from './api.ts';
import { cashierFailureText, cashierFieldFailure } from './cashierFailure.ts';
import * as styles from './cashierPage.css.ts';
import { useCashier } from './useCashier.ts';
import { useMoneyIntent } from './useMoneyIntent.ts';

const EMPTY: DepositFormValues = { channelId: '', amount: '' };

/** The limits centre at the deposit limits. */
const DEPOSIT_LIMITS_HREF = `${memberPath('playerLimits')}?kind=deposit`;

/**
 * Issue 26 items 2 and 6: the limits already set, read with the page (none when this gateway has no limits call: the
 * gateway stays the guard), and why a deposit cannot go through now.
 */
function useDepositLimits() {
  const calls = useAtomValue(playerLimitsCallsAtom);
  const { token } = useCashier();
  const limits = useQuery(playerLimitsQuery(calls, token));
  const standings = isOffered(limits.data) ? limits.data : [];
  return {
    /** A deposit of `amount` beyond a limit already read: refused before it is sent. */
    beyond: (amount: number) => limitBeyond(standings, 'deposit', amount),
    /** A deposit limit used up: the cashier is locked until it resets. */
    usedUp: limitBeyond(standings, 'deposit', 0),
    reread: () => void limits.refetch(),
  };
}

/** One deposit order, asked again every 5 s while it is pending (the live event usually settles it first). */
function useDepositOrder(id: string | null) {
  const { calls, token } = useCashier();
  return useQuery({
    ...depositOrderQuery(calls, token, id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? 5000 : false),
  });
}

/**
 * depositv2: the gateway's channels (PIX first), an amount within the channel's limits, then the order's payment
 * (PIX QR and copy-paste code with its expiry, or the bank account) and its status until it is credited. A deposit
 * request carries one Idempotency-Key (a retry after an unknown outcome reuses it).
 */
export function DepositPage() {
  const { calls, token, rereadMoney } = useCashier();
  const currency = useAtomValue(moneyCurrencyAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const channels = useQuery(depositChannelsQuery(calls, token));
  const orders = useQuery(depositOrdersQuery(calls, token));
  const [orderId, setOrderId] = useState<string | null>(null);
  const order = useDepositOrder(orderId);
  const intent = useMoneyIntent('deposit', rereadMoney);
  const offered = isOffered(channels.data) ? channels.data : [];
  const limits = useDepositLimits();
  const [refusal, setRefusal] = useState<LimitRefusal | null>(null);
  const [verificationPending, setVerificationPending] = useState(false);
  const pause = usePauseLock();
  const missingLimits = useMissingMandatoryLimits().missing;

  const form = useForm<DepositFormValues, 'amount'>({
    initial: EMPTY,
    // Issue 22 item 7: the channel and amount survive a session expiry and a reload.
    draft: { name: 'deposit', keep: ({ channelId, amount }) => ({ channelId, amount }) },
    mutationKey: ['cashier', 'deposit'],
    failureText: (error) => {
      // Issue 26 item 5: refused for a pause the page did not know of yet: why, and until when.
      const refusal = pauseRefusalOf(error);
      return refusal ? pauseLockMessage(refusal, locale) : actionFailureText(error, cashierFailureText);
    },
    validate: (values) =>
      depositFormErrors(values, chosenDepositChannel(offered, values.channelId), { currency, locale }),
    failureField: (error) => cashierFieldFailure(error, ['amount'] as const),
    submit: async (values) => {
      const channel = chosenDepositChannel(offered, values.channelId);
      const amount = typedAmount(values.amount, locale);
      if (!channel || amount === null) return;
      setRefusal(null);
      // The client checks the limits it has read; the gateway checks them again (it is the guard).
      const beyond = limits.beyond(amount);
      if (beyond) {
        setRefusal(beyond);
        return;
      }
      const request = { channelId: channel.id, amount };
      let created: DepositOrder;
      try {
        created = await intent.send(request, (idempotencyKey) => makeDeposit(calls, request, idempotencyKey));
      } catch (error) {
        const refused = readLimitRefusal(error);
        if (refused) {
          setRefusal(refused);
          limits.reread();
          return;
        }
        if (isVerificationPending(error)) {
          setVerificationPending(true);
          return;
        }
        throw error;
      }
      setOrderId(created.id);
      void rereadMoney();
    },
  });

  // Credited or failed while shown (a poll saw it before the live event did): the balances follow at once.
  const settledStatus = order.data?.status;
  useEffect(() => {
    if (settledStatus === 'CREDITED' || settledStatus === 'FAILED') void rereadMoney();
  }, [settledStatus, rereadMoney]);

  // A pending order from before (another tab, a reload) is shown rather than a second one being made, and followed
  // by its id like a new one: once credited it has left the pending list but stays on screen with its outcome.
  const pending = orders.data?.find((candidate) => candidate.status === 'PENDING') ?? null;
  const pendingId = pending?.id ?? null;
  useEffect(() => {
    if (orderId === null && pendingId !== null) setOrderId(pendingId);
  }, [orderId, pendingId]);
  const shown: DepositOrder | null =
    order.data ?? (pending !== null && (orderId === null || orderId === pending.id) ? pending : null);

  // After an unknown outcome: the order is looked for among the pending ones once the money is read again.
  const checkAgain = () =>
    intent.checkAgain(async () => {
      const found = (await orders.refetch()).data?.find((candidate) => candidate.status === 'PENDING');
      if (!found) return;
      intent.settle();
      form.setFormError(null);
      setOrderId(found.id);
    });

  if (shown) {
    return (
      <DepositOrderView
        order={shown}
        onNewOrder={() => {
          setOrderId(null);
          form.setValues(EMPTY);
          void orders.refetch();
        }}
      />
    );
  }

  if (pause) return <PauseLockNote pause={pause} />;
  if (channels.data === NOT_OFFERED) return <NotOfferedNote />;
  const money = { currency, locale };
  // Why the cashier is locked, at the top in place of a form that would fail.
  const lock: CashierLockReason | null = verificationPending
    ? { kind: 'verification' }
    : missingLimits.length > 0
      ? { kind: 'mandatoryLimits', missing: missingLimits }
      : limits.usedUp
        ? { kind: 'limit', refusal: limits.usedUp }
        : null;
  if (lock)
    return (
      <CashierLockNotice
        reason={lock}
        mode="locked"
        limitsHref={lock.kind === 'mandatoryLimits' ? MANDATORY_LIMITS_HREF : DEPOSIT_LIMITS_HREF}
        renderLink={renderRouterLink}
        {...money}
      />
    );
  const panel = (
    <DepositPanel
      channels={offered}
      channelsStatus={loadStatusOf(channels)}
      {...(channels.isError ? { channelsFailure: failureKind(channels.error) } : {})}
      onRetryChannels={() => void channels.refetch()}
      {...form.props}
      currency={currency}
      locale={locale}
      outcomeUnknown={
        intent.unsure ? { checking: intent.checking, onCheckAgain: () => void checkAgain() } : null
      }
    />
  );
  if (!refusal) return panel;
  return (
    <div className={styles.stack}>
      <CashierLockNotice
        reason={{ kind: 'limit', refusal }}
        mode="refused"
        limitsHref={DEPOSIT_LIMITS_HREF}
        renderLink={renderRouterLink}
        {...money}
      />
      {panel}
    </div>
  );
}

/** The order's payment and status: the PIX charge (QR code drawn here, lazily) or the bank account to pay into. */
function DepositOrderView({ order, onNewOrder }: { order: DepositOrder; onNewOrder: () => void }) {
  const currency = useAtomValue(moneyCurrencyAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const { copied, copy } = useCopyToClipboard<BankTransferField | 'pix'>();
  const instructions = order.instructions;
  const pixCode = instructions?.kind === 'PIX' ? instructions.copyPasteCode : null;
  const qrSrc = useQrImage(pixCode);
  const { allowedLinkHosts } = useAtomValue(requiredConfigAtom);
  const paymentPage = depositPaymentPage(instructions, {
    origin: window.location.origin,
    allowedHosts: allowedLinkHosts,
  });

  const money = { currency, locale };
  if (instructions?.kind === 'BANK' && order.status === 'PENDING') {
    return (
      <div className={styles.stack}>
        <BankTransferInstructions
          amount={order.amount}
          bankName={instructions.bankName}
          accountName={instructions.accountName}
          accountNumber={instructions.accountNumber}
          reference={instructions.reference}
          onCopy={(field, value) => copy(value, field)}
          copiedField={copied === 'pix' ? null : copied}
          {...money}
        />
      </div>
    );
  }
  return (
    <PixCharge
      amount={order.amount}
      status={order.status}
      {...(qrSrc ? { qrSrc } : {})}
      {...(pixCode ? { copyPasteCode: pixCode, onCopy: () => copy(pixCode, 'pix') } : {})}
      {...(paymentPage ? { paymentPage } : {})}
      {...(order.expiresAt ? { expiresAt: Date.parse(order.expiresAt) } : {})}
      copied={copied === 'pix'}
      onNewCode={onNewOrder}
      onDone={onNewOrder}
      {...money}
    />
  );
}
