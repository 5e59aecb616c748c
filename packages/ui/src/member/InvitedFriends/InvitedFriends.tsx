import { useLingui } from '@lingui/react/macro';
import { maskPlayerName } from '@sorte/domain';
import { type CashierMoneyProps, useCashierMoney } from '../../cashier/money.ts';
import type { LoadStatus } from '../../components/loadStatus.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { Pagination } from '../../lobby/Pagination/index.ts';
import { skeleton } from '../../lottery/skeleton.css.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './InvitedFriends.css.ts';

export interface InvitedFriendItem {
  /** As the gateway gives it: shown masked ('marcos_rj' → 'm***j'). */
  account: string;
  /** ISO time. */
  joinedAt?: string;
  status: 'registered' | 'deposited' | 'qualified';
  /** What this friend earned the player. */
  earned: number;
}

export interface InvitedFriendsProps extends CashierMoneyProps {
  /** `notOffered`: this gateway does not list the friends (a reading): a note, once. */
  status: LoadStatus | 'notOffered';
  failure?: FailureKind;
  friends: readonly InvitedFriendItem[];
  /** Every invited friend, over all pages. */
  total: number;
  totalEarned?: number;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  formatDate: (iso: string) => string;
  onRetry: () => void;
}

/** The referral page's invited friends: masked account, joined date, status and what each earned, with totals. */
export function InvitedFriends({
  status,
  failure,
  friends,
  total,
  totalEarned,
  page,
  totalPages,
  onPageChange,
  formatDate,
  onRetry,
  ...moneyProps
}: InvitedFriendsProps) {
  const { t } = useLingui();
  const money = useCashierMoney(moneyProps);
  const statusText = {
    registered: t`Cadastrado`,
    deposited: t`Depositou`,
    qualified: t`Qualificado`,
  };
  return (
    <section className={styles.root} aria-labelledby="invited-friends-title">
      <h2 id="invited-friends-title" className={styles.title}>
        {t`Amigos convidados`}
      </h2>
      {status === 'notOffered' ? (
        <p className={styles.note}>{t`Este site não mostra a lista de amigos convidados.`}</p>
      ) : status === 'loading' ? (
        <>
          <p className={visuallyHidden} role="status">
            {t`Carregando amigos convidados`}
          </p>
          <div className={`${skeleton} ${styles.skeleton}`} aria-hidden="true" />
        </>
      ) : status === 'error' ? (
        <GridNotice
          kind="error"
          message={t`Não foi possível carregar os amigos convidados.`}
          failure={failure}
          onRetry={onRetry}
        />
      ) : total === 0 ? (
        <GridNotice kind="empty" message={t`Nenhum amigo convidado ainda. Compartilhe seu link.`} />
      ) : (
        <>
          <dl className={styles.totals}>
            <div className={styles.total}>
              <dt className={styles.term}>{t`Convidados`}</dt>
              <dd className={styles.totalValue}>{total}</dd>
            </div>
            {totalEarned !== undefined ? (
              <div className={styles.total}>
                <dt className={styles.term}>{t`Você ganhou`}</dt>
                <dd className={styles.totalValue}>
                  <bdi>{money.format(totalEarned)}</bdi>
                </dd>
              </div>
            ) : null}
          </dl>
          <ul className={styles.list}>
            {friends.map((friend) => (
              <li key={friend.account} className={styles.friend}>
                <div className={styles.who}>
                  <bdi className={styles.account}>{maskPlayerName(friend.account)}</bdi>
                  {friend.joinedAt ? (
                    <span className={styles.joined}>
                      {t`Entrou em`} <bdi>{formatDate(friend.joinedAt)}</bdi>
                    </span>
                  ) : null}
                </div>
                <span className={styles.status[friend.status]}>{statusText[friend.status]}</span>
                <span className={styles.earned}>
                  <span className={visuallyHidden}>{t`Ganho:`} </span>
                  <bdi>{money.format(friend.earned)}</bdi>
                </span>
              </li>
            ))}
          </ul>
          <Pagination currentPage={page} totalPages={totalPages} onPageChange={onPageChange} />
        </>
      )}
    </section>
  );
}
