import { useLingui } from '@lingui/react/macro';
import {
  allowedContractKinds,
  type Contract,
  type ContractAction,
  type ContractEnded,
  type ContractKind,
  type ContractTerms,
  checkContractTerms,
  contractsEndedBy,
  formatMoney,
  simulateContract,
} from '@sorte/domain';
import { isGatewayError } from '@sorte/gateway/answers';
import { ConfirmDialog, type FieldMessage, FormMessage } from '@sorte/ui';
import {
  CONTRACT_ACTION_LABELS,
  CONTRACT_KIND_LABELS,
  ContractEndWarning,
  ContractLog,
  ContractRequestForm,
  type ContractRequestValues,
  ContractSimulator,
  ContractTable,
} from '@sorte/ui/agent';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../../i18n/formats.ts';
import { type FormDraft, useDraftedState } from '../../../lib/formDrafts.ts';
import { memberAtom, sessionTokenAtom } from '../../../state/sessionAtoms.ts';
import { cashierFailureText, useConsolidatedFunds } from '../../cashier/index.ts';
import { contractDownlinesQuery, teamFiguresQuery, useAllContracts } from './api.ts';
import * as styles from './ContractsPage.css.ts';
import { contractCallsAtom } from './contractsGateway.ts';
import { useContractActions } from './useContractActions.ts';
import { useKeptWhileClosing } from './useKeptWhileClosing.ts';

/** The gateway refused a request that ends contracts the agent had not confirmed (the §4 rule, server side). */
const TERMINATION_UNCONFIRMED = 'CONTRACT_TERMINATION_UNCONFIRMED';

function initialValues(search: URLSearchParams, kinds: readonly ContractKind[]): ContractRequestValues {
  const asked = search.get('kind');
  const kind = (kinds as readonly string[]).includes(asked ?? '')
    ? (asked as ContractKind)
    : (kinds[0] ?? 'daily');
  return { downlineId: search.get('downline') ?? '', kind, draft: {} };
}

/**
 * Issue 22 item 7: a request being typed survives a session expiry and a reload (nothing in it is secret); kept once
 * terms are typed, and restored unless the page was opened for another downline (`?downline=`).
 */
function requestDraft(search: URLSearchParams): FormDraft<ContractRequestValues> {
  const linked = search.get('downline');
  return {
    name: 'contract-request',
    keep: ({ downlineId, kind, draft }) =>
      Object.values(draft).some((typed) => typed?.trim()) ? { downlineId, kind, draft } : {},
    merge: (start, restored) =>
      linked !== null && restored.downlineId !== linked ? start : { ...start, ...restored },
  };
}

/**
 * /agentHome/contracts (spec §3 Contract, §4 Contracts, §6 Agent, §7 contract calls): the agent's contracts with its
 * uplines and downlines, a new request (with the §4 warning and the simulator), the answers, and the change log.
 * `?downline=<id>&kind=<kind>` opens the request for one downline (the downline list links here).
 */
export function ContractsPage() {
  const { t, i18n } = useLingui();
  const [search] = useSearchParams();
  const calls = useAtomValue(contractCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const member = useAtomValue(memberAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const currency = useAtomValue(moneyCurrencyAtom);
  const formatAmount = (amount: number) => formatMoney(amount, { currency, locale });
  const funds = useConsolidatedFunds(true);
  const flags = funds.data?.consolidated;
  const kinds = allowedContractKinds(flags);

  const all = useAllContracts(calls, token);
  const downlines = useQuery(contractDownlinesQuery(calls, token, kinds[0] ?? 'daily'));
  const actions = useContractActions();

  const [values, setValues, settleDraft] = useDraftedState(
    () => initialValues(search, kinds),
    requestDraft(search),
  );
  const [requestError, setRequestError] = useState<FieldMessage | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [warning, setWarning] = useState<{
    downlineId: string;
    terms: ContractTerms;
    ended: ContractEnded[];
  } | null>(null);
  const [confirming, setConfirming] = useState<{ contract: Contract; action: ContractAction } | null>(null);
  const [actionError, setActionError] = useState<FieldMessage | undefined>();
  const shownWarning = useKeptWhileClosing(warning);
  const shownConfirming = useKeptWhileClosing(confirming);

  const me = member?.id ?? '';
  const withUplines = all.contracts.filter((contract) => contract.downline.id === me);
  const withDownlines = all.contracts.filter((contract) => contract.upline.id === me);

  const check = checkContractTerms(values.kind, values.draft);
  const figures = useQuery({
    ...teamFiguresQuery(calls, token, values.kind, values.downlineId),
    enabled: values.downlineId !== '',
  });
  const ownTerms = withUplines.find((c) => c.status === 'active' && c.terms.kind === values.kind)?.terms;
  const simulation =
    check.ok && figures.data && values.downlineId !== ''
      ? simulateContract(check.terms, figures.data, ownTerms)
      : null;

  const proposalTo = (downlineId: string, terms: ContractTerms) => ({
    upline: { id: me, account: member?.account ?? '' },
    downline: downlines.data?.find((d) => d.id === downlineId) ?? { id: downlineId, account: downlineId },
    terms,
  });

  const send = async (downlineId: string, terms: ContractTerms, confirmTermination: boolean) => {
    setRequestError(undefined);
    setSent(null);
    try {
      await actions.propose({ downlineId, terms, confirmTermination });
      setWarning(null);
      const downline = downlines.data?.find((d) => d.id === downlineId)?.account ?? downlineId;
      setSent(t`Pedido enviado a ${downline}. O contrato vale quando ${downline} aceitar.`);
      settleDraft(values);
      setValues((current) => ({ ...current, draft: {} }));
    } catch (error) {
      if (isGatewayError(error) && error.code === TERMINATION_UNCONFIRMED && !confirmTermination) {
        // The gateway knew of contracts this request ends that the page had not read yet (still loading, or
        // failed): the warning opens at once in general terms, and names them once they are read again.
        setWarning({ downlineId, terms, ended: [] });
        const read = await all.refetch();
        const contracts = read.flatMap((result) => result.data?.contracts ?? []);
        const ended = contractsEndedBy(proposalTo(downlineId, terms), contracts);
        setWarning((shown) =>
          shown?.downlineId === downlineId && shown.terms === terms ? { ...shown, ended } : shown,
        );
        return;
      }
      setWarning(null);
      setRequestError(cashierFailureText(error));
    }
  };

  const submit = ({ downlineId, terms }: { downlineId: string; terms: ContractTerms }) => {
    const ended = contractsEndedBy(proposalTo(downlineId, terms), all.contracts);
    if (ended.length > 0) setWarning({ downlineId, terms, ended });
    else void send(downlineId, terms, false);
  };

  return (
    <div className={styles.page}>
      {actionError ? <FormMessage message={actionError} /> : null}
      <ContractTable
        title={t`Com meus subordinados`}
        side="upline"
        contracts={withDownlines}
        status={all.status}
        formatAmount={formatAmount}
        busyId={actions.answering ? (confirming?.contract.id ?? null) : null}
        onAction={(contract, action) => {
          setActionError(undefined);
          setConfirming({ contract, action });
        }}
        onRetry={() => void all.refetch()}
      />
      <ContractTable
        title={t`Com meus superiores`}
        side="downline"
        contracts={withUplines}
        status={all.status}
        formatAmount={formatAmount}
        busyId={actions.answering ? (confirming?.contract.id ?? null) : null}
        onAction={(contract, action) => {
          setActionError(undefined);
          setConfirming({ contract, action });
        }}
        onRetry={() => void all.refetch()}
      />
      <div className={styles.twoColumns}>
        <div>
          <ContractRequestForm
            downlines={downlines.data ?? []}
            kinds={kinds}
            values={values}
            onChange={(next) => {
              setSent(null);
              setValues(next);
            }}
            submitting={actions.proposing}
            {...(requestError ? { error: requestError } : {})}
            onSubmit={submit}
          />
          {sent ? <FormMessage tone="info" message={sent} /> : null}
        </div>
        <ContractSimulator
          periods={simulation}
          status={
            values.downlineId === ''
              ? 'ready'
              : figures.isError
                ? 'error'
                : figures.isPending
                  ? 'loading'
                  : 'ready'
          }
          unit={values.kind === 'hourly' ? 'hour' : 'day'}
          formatAmount={formatAmount}
        />
      </div>
      <ContractLog entries={all.log} formatAmount={formatAmount} />
      <ContractEndWarning
        open={warning !== null}
        ended={shownWarning?.ended ?? []}
        pending={actions.proposing}
        onConfirm={() => {
          if (warning) void send(warning.downlineId, warning.terms, true);
        }}
        onCancel={() => setWarning(null)}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={
          shownConfirming
            ? `${i18n._(CONTRACT_ACTION_LABELS[shownConfirming.action])}: ${i18n._(CONTRACT_KIND_LABELS[shownConfirming.contract.terms.kind])}`
            : ''
        }
        message={
          shownConfirming
            ? t`Confirma esta ação no contrato entre ${shownConfirming.contract.upline.account} e ${shownConfirming.contract.downline.account}?`
            : ''
        }
        tone={shownConfirming?.action === 'accept' ? 'primary' : 'critical'}
        pending={actions.answering}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          if (!confirming) return;
          try {
            await actions.act(confirming.contract, confirming.action);
          } catch (error) {
            setActionError(cashierFailureText(error));
          } finally {
            setConfirming(null);
          }
        }}
      />
    </div>
  );
}
