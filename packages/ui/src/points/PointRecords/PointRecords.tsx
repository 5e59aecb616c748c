import { useLingui } from '@lingui/react/macro';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { TabsBar } from '../../forms/index.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { Pagination } from '../../lobby/Pagination/index.ts';
import { skeleton } from '../../lottery/skeleton.css.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './PointRecords.css.ts';

/** §4 Redeem statuses. */
export type RedeemStatusItem = 'IN_PROCESS' | 'REJECTED' | 'APPROVED';

/** §3 Redeem record. */
export interface RedeemRecordItem {
  referenceNo: string;
  applyTime: number;
  name: string;
  quantity: number;
  pointsRequirement: number;
  amountRequirement: number;
  status: RedeemStatusItem;
  remark?: string;
}

/** §3 Points detail row; type LIVE, LOTT, PVP, RNG, SPORTS, REDEEM or DEPOSIT (others shown as sent). */
export interface PointDetailItem {
  time: number;
  changedPoints: number;
  pointsBalance: number;
  type: string;
}

export interface RecordListState<Row> {
  status: LoadStatus;
  rows: readonly Row[];
  /** 1-based. */
  page: number;
  totalPages: number;
  failure?: FailureKind;
}

export type PointRecordsTab = 'redeems' | 'detail';

export interface PointRecordsProps {
  tab: PointRecordsTab;
  onTabChange: (tab: PointRecordsTab) => void;
  redeems: RecordListState<RedeemRecordItem>;
  detail: RecordListState<PointDetailItem>;
  /** A page of the open tab was chosen. */
  onPageChange: (page: number) => void;
  onRetry: () => void;
  formatDateTime: (time: number) => string;
  formatAmount: (amount: number) => string;
}

const SKELETON_ROWS = 5;

/** The member's redeem records (MCS2_getRedeemPointList) and points detail (ODSFE2_MemTransDet), paged. */
export function PointRecords({
  tab,
  onTabChange,
  redeems,
  detail,
  onPageChange,
  onRetry,
  formatDateTime,
  formatAmount,
}: PointRecordsProps) {
  const { t } = useLingui();
  return (
    <section className={styles.root} aria-labelledby="point-records-title">
      <h2 id="point-records-title" className={styles.title}>
        {t`Seus registros de pontos`}
      </h2>
      <TabsBar
        value={tab}
        onValueChange={onTabChange}
        label={t`Registros de pontos`}
        items={[
          { value: 'redeems', label: t`Resgates` },
          { value: 'detail', label: t`Extrato de pontos` },
        ]}
      >
        <TabsBar.Panel value="redeems">
          <RecordList
            state={redeems}
            loadingText={t`Carregando seus resgates`}
            empty={t`Você ainda não resgatou nada.`}
            failed={t`Não foi possível carregar seus resgates.`}
            onRetry={onRetry}
            onPageChange={onPageChange}
            columns={5}
            table={(rows) => (
              <RedeemTable rows={rows} formatDateTime={formatDateTime} formatAmount={formatAmount} />
            )}
          />
        </TabsBar.Panel>
        <TabsBar.Panel value="detail">
          <RecordList
            state={detail}
            loadingText={t`Carregando o extrato de pontos`}
            empty={t`Nenhuma movimentação de pontos ainda.`}
            failed={t`Não foi possível carregar o extrato de pontos.`}
            onRetry={onRetry}
            onPageChange={onPageChange}
            columns={4}
            table={(rows) => <DetailTable rows={rows} formatDateTime={formatDateTime} />}
          />
        </TabsBar.Panel>
      </TabsBar>
    </section>
  );
}

function RecordList<Row>({
  state,
  loadingText,
  empty,
  failed,
  onRetry,
  onPageChange,
  columns,
  table,
}: {
  state: RecordListState<Row>;
  loadingText: string;
  empty: string;
  failed: string;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  columns: number;
  table: (rows: readonly Row[]) => React.ReactNode;
}) {
  if (state.status === 'loading') {
    return (
      <>
        <p className={visuallyHidden} role="status">
          {loadingText}
        </p>
        <div className={styles.scroller} aria-hidden="true">
          <table className={styles.table}>
            <tbody>
              {Array.from({ length: SKELETON_ROWS }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <tr key={row}>
                  {Array.from({ length: columns }, (_, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                    <td key={column} className={styles.bodyCell}>
                      <span className={skeleton} style={{ display: 'block', blockSize: '1em' }} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }
  if (state.status === 'error')
    return <GridNotice kind="error" message={failed} failure={state.failure} onRetry={onRetry} />;
  if (state.rows.length === 0) return <GridNotice kind="empty" message={empty} />;
  return (
    <>
      <div className={styles.scroller}>{table(state.rows)}</div>
      <Pagination currentPage={state.page} totalPages={state.totalPages} onPageChange={onPageChange} />
    </>
  );
}

function RedeemTable({
  rows,
  formatDateTime,
  formatAmount,
}: {
  rows: readonly RedeemRecordItem[];
  formatDateTime: (time: number) => string;
  formatAmount: (amount: number) => string;
}) {
  const { t, i18n } = useLingui();
  const statusLabel: Record<RedeemStatusItem, string> = {
    IN_PROCESS: t`Em processamento`,
    REJECTED: t`Rejeitado`,
    APPROVED: t`Aprovado`,
  };
  const header = {
    reward: t`Recompensa`,
    points: t`Pontos`,
    bet: t`Aposta exigida`,
    status: t`Situação`,
  };
  return (
    <table className={styles.table}>
      <caption className={visuallyHidden}>{t`Resgates`}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headCell}>{t`Referência e data`}</th>
          <th scope="col" className={styles.headCell}>
            {header.reward}
          </th>
          <th scope="col" className={styles.numberCell}>
            {header.points}
          </th>
          <th scope="col" className={styles.numberCell}>
            {header.bet}
          </th>
          <th scope="col" className={styles.headCell}>
            {header.status}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((record) => {
          const quantity = i18n.number(record.quantity);
          return (
            <tr key={record.referenceNo}>
              <th scope="row" className={styles.bodyCell}>
                <bdi>{record.referenceNo}</bdi>
                <br />
                <span className={styles.muted}>
                  <bdi>{formatDateTime(record.applyTime)}</bdi>
                </span>
              </th>
              <td className={styles.bodyCell}>
                <CardLabel text={header.reward} />
                <span>
                  <bdi>{record.name}</bdi>
                  {record.quantity > 1 ? <span className={styles.muted}> {t`× ${quantity}`}</span> : null}
                </span>
              </td>
              <td className={styles.numberCell}>
                <CardLabel text={header.points} />
                <bdi>{i18n.number(record.pointsRequirement)}</bdi>
              </td>
              <td className={styles.numberCell}>
                <CardLabel text={header.bet} />
                {record.amountRequirement > 0 ? (
                  <bdi>{formatAmount(record.amountRequirement)}</bdi>
                ) : (
                  <span>—</span>
                )}
              </td>
              <td className={styles.bodyCell}>
                <CardLabel text={header.status} />
                <span>
                  <span className={styles.status[record.status]}>{statusLabel[record.status]}</span>
                  {record.remark ? (
                    <>
                      <br />
                      <bdi className={styles.muted}>{record.remark}</bdi>
                    </>
                  ) : null}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function DetailTable({
  rows,
  formatDateTime,
}: {
  rows: readonly PointDetailItem[];
  formatDateTime: (time: number) => string;
}) {
  const { t, i18n } = useLingui();
  const typeLabel: Record<string, string> = {
    LIVE: t`Cassino ao vivo`,
    LOTT: t`Loteria`,
    PVP: t`PVP`,
    RNG: t`Caça-níqueis`,
    SPORTS: t`Esportes`,
    REDEEM: t`Resgate`,
    DEPOSIT: t`Depósito`,
  };
  const header = { type: t`Tipo`, balance: t`Saldo de pontos` };
  return (
    <table className={styles.table}>
      <caption className={visuallyHidden}>{t`Extrato de pontos`}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headCell}>{t`Data`}</th>
          <th scope="col" className={styles.headCell}>
            {header.type}
          </th>
          <th scope="col" className={styles.numberCell}>{t`Pontos`}</th>
          <th scope="col" className={styles.numberCell}>
            {header.balance}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const earned = row.changedPoints > 0;
          const amount = i18n.number(Math.abs(row.changedPoints));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows carry no id; time and position name one in its page
            <tr key={`${row.time}-${index}`}>
              <td className={styles.bodyCell}>
                <bdi>{formatDateTime(row.time)}</bdi>
              </td>
              <td className={styles.bodyCell}>
                <CardLabel text={header.type} />
                <span>{typeLabel[row.type] ?? row.type}</span>
              </td>
              <td
                className={`${styles.numberCell} ${styles.aside} ${styles.change[earned ? 'earned' : 'spent']}`}
              >
                <bdi>{earned ? `+${amount}` : `−${amount}`}</bdi>
              </td>
              <td className={styles.numberCell}>
                <CardLabel text={header.balance} />
                <bdi>{i18n.number(row.pointsBalance)}</bdi>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A column's name inside its cell, shown when rows are cards (a narrow section); screen readers have the header. */
function CardLabel({ text }: { text: string }) {
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {text}
    </span>
  );
}
