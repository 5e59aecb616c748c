import { useLingui } from '@lingui/react/macro';
import {
  type AgentDashboard as AgentDashboardData,
  type Contract,
  type ContractAction,
  type ContractAnswerNotice,
  contractActionsFor,
  contractRate,
  type Downline,
  partyOf,
  type TeamFigures,
  type TeamOverview as TeamOverviewData,
} from '@sorte/domain';
import { useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import type { LoadStatus } from '../../components/index.ts';
import { type RenderShellLink, ShellLink } from '../../layout/ShellLink/index.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import type { RecordFormats } from '../../records/formats.ts';
import { CONTRACT_ACTION_LABELS, CONTRACT_KIND_LABELS } from '../contracts/contractLabels.ts';
import { TeamOverview } from '../TeamOverview/index.ts';
import * as styles from './AgentDashboard.css.ts';

export interface AgentDashboardProps {
  /** The agent's member id: which side of each contract it stands on. */
  memberId: string;
  /** Today's team figures against yesterday's (the trend). */
  today: { status: LoadStatus; overview?: TeamOverviewData; yesterday?: TeamFigures; failure?: FailureKind };
  dashboard: { status: LoadStatus; data?: AgentDashboardData; failure?: FailureKind };
  /** The downlines' answers to the agent's contract requests of the last days, newest first (alerts). */
  answers?: readonly ContractAnswerNotice[];
  onRetry: () => void;
  /** Accept or reject a contract from the landing; `acting`: the contract whose answer is on its way. */
  onAct: (contract: Contract, action: ContractAction) => void;
  acting?: string | null;
  links: { team: string; contracts: string; downlines: string };
  /** A newest downline's profile (issue 23 item 6); without it the account is plain text. */
  profileHref?: (downline: Downline) => string;
  renderLink?: RenderShellLink;
  formats: Pick<RecordFormats, 'money' | 'date' | 'dateTime' | 'percent'>;
}

/**
 * The agent's landing at /agentHome (issue 23; phone first, what needs the agent on top): the contract requests and
 * termination requests that wait for the agent's answer (answered here), alerts (requests its downlines have not
 * answered, a contract ending, a downline frozen or locked), the newest downlines, and today's team figures against
 * yesterday's.
 */
export function AgentDashboard({
  memberId,
  today,
  dashboard,
  answers = [],
  onRetry,
  onAct,
  acting = null,
  links,
  profileHref,
  renderLink,
  formats,
}: AgentDashboardProps) {
  const { t, i18n } = useLingui();
  const ids = { today: useId(), answer: useId(), alerts: useId(), newest: useId() };
  const contractText = (contract: Contract) => {
    const other = partyOf(contract, memberId) === 'upline' ? contract.downline : contract.upline;
    return t`${i18n._(CONTRACT_KIND_LABELS[contract.terms.kind])} ${formats.percent(contractRate(contract.terms) / 100)} · ${other.account}`;
  };
  const link = (id: string, label: string, href: string) => (
    <ShellLink item={{ id, label, href }} renderLink={renderLink} className={styles.link} />
  );
  const data = dashboard.data;
  const answerText = ({ answer, downline, terms }: ContractAnswerNotice) => {
    const contract = `${i18n._(CONTRACT_KIND_LABELS[terms.kind])} ${formats.percent(contractRate(terms) / 100)}`;
    return answer === 'accepted'
      ? t`${downline} aceitou o contrato: ${contract}`
      : t`${downline} recusou o contrato: ${contract}`;
  };
  const alerts = data
    ? [
        ...answers.map((answer) => ({
          id: `answer-${answer.contractId}`,
          text: answerText(answer),
          at: answer.at,
        })),
        ...(data.awaitingDownlines.length > 0
          ? [
              {
                id: 'awaiting',
                text:
                  data.awaitingDownlines.length === 1
                    ? t`1 pedido de contrato aguarda a resposta do subordinado`
                    : t`${data.awaitingDownlines.length} pedidos de contrato aguardam a resposta dos subordinados`,
              },
            ]
          : []),
        ...data.ending.map((contract) => ({
          id: `ending-${contract.id}`,
          text: t`Rescisão solicitada: ${contractText(contract)}`,
        })),
        ...data.held.map((downline) => ({
          id: `held-${downline.id}`,
          text:
            downline.status === 'FROZEN'
              ? t`${downline.account} está congelado`
              : t`${downline.account} está bloqueado`,
        })),
      ]
    : [];

  return (
    <div className={styles.root}>
      {dashboard.status === 'error' ? (
        <GridNotice kind="error" failure={dashboard.failure} onRetry={onRetry} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby={ids.answer} aria-busy={!data || undefined}>
            <div className={styles.sectionHead}>
              <h2 id={ids.answer} className={styles.heading}>
                {t`Aguardando sua resposta`}
              </h2>
              {link('dashboard-contracts', t`Ver contratos`, links.contracts)}
            </div>
            {data && data.toAnswer.length === 0 ? (
              <p className={styles.empty}>{t`Nenhum contrato aguarda sua resposta.`}</p>
            ) : (
              <ul className={styles.list}>
                {data?.toAnswer.map((contract) => {
                  const party = partyOf(contract, memberId);
                  const actions = party ? contractActionsFor(contract, party) : [];
                  return (
                    <li key={contract.id} className={styles.item}>
                      <span className={styles.itemText}>
                        <bdi>{contractText(contract)}</bdi>
                        <span className={styles.muted}>
                          {contract.status === 'pending' ? t`Novo contrato proposto` : t`Pedido de rescisão`}
                        </span>
                      </span>
                      <span className={styles.actions}>
                        {actions.map((action) => (
                          <Button
                            key={action}
                            size="small"
                            tone={action === 'accept' ? 'primary' : 'secondary'}
                            pending={acting === contract.id}
                            disabled={acting !== null && acting !== contract.id}
                            onClick={() => onAct(contract, action)}
                            aria-label={`${i18n._(CONTRACT_ACTION_LABELS[action])}: ${contractText(contract)}`}
                          >
                            {i18n._(CONTRACT_ACTION_LABELS[action])}
                          </Button>
                        ))}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          <section className={styles.section} aria-labelledby={ids.alerts}>
            <h2 id={ids.alerts} className={styles.heading}>
              {t`Alertas`}
            </h2>
            {data && alerts.length === 0 ? (
              <p className={styles.empty}>{t`Nenhum alerta.`}</p>
            ) : (
              <ul className={styles.list}>
                {alerts.map((alert) => (
                  <li key={alert.id} className={styles.item}>
                    {'at' in alert ? (
                      <span className={styles.itemText}>
                        <bdi>{alert.text}</bdi>
                        <bdi className={styles.muted}>{formats.dateTime(alert.at)}</bdi>
                      </span>
                    ) : (
                      <bdi>{alert.text}</bdi>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className={styles.section} aria-labelledby={ids.newest}>
            <div className={styles.sectionHead}>
              <h2 id={ids.newest} className={styles.heading}>
                {t`Novos subordinados`}
              </h2>
              {link('dashboard-downlines', t`Ver subordinados`, links.downlines)}
            </div>
            {data && data.newest.length === 0 ? (
              <p className={styles.empty}>{t`Sua equipe ainda não tem membros.`}</p>
            ) : (
              <ul className={styles.list}>
                {data?.newest.map((downline) => (
                  <li key={downline.id} className={styles.item}>
                    <span className={styles.itemText}>
                      {profileHref ? (
                        <ShellLink
                          item={{
                            id: `dashboard-profile-${downline.id}`,
                            label: downline.account,
                            href: profileHref(downline),
                          }}
                          renderLink={renderLink}
                          className={styles.link}
                        />
                      ) : (
                        <bdi>{downline.account}</bdi>
                      )}
                      {downline.nickname ? <bdi className={styles.muted}>{downline.nickname}</bdi> : null}
                    </span>
                    <span className={styles.muted}>
                      {t`Entrou em ${formats.dateTime(downline.registeredAt)}`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <section className={styles.section} aria-labelledby={ids.today}>
        <div className={styles.sectionHead}>
          <h2 id={ids.today} className={styles.heading}>
            {t`Hoje, comparado com ontem`}
          </h2>
          {link('dashboard-team', t`Ver visão geral da equipe`, links.team)}
        </div>
        <TeamOverview
          status={today.status}
          {...(today.overview ? { overview: today.overview } : {})}
          {...(today.yesterday ? { previous: today.yesterday } : {})}
          formats={formats}
          {...(today.failure ? { failure: today.failure } : {})}
          onRetry={onRetry}
        />
      </section>
    </div>
  );
}
