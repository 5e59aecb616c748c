import { useLingui } from '@lingui/react/macro';
import type { ClubVip } from '@sorte/domain';
import { Icon } from '../../components/Icon/index.ts';
import * as styles from './VipLevelCard.css.ts';

export interface VipLevelCardProps {
  /** `clubVip(member.clubLabel)`: null when the club label is not of type AUTO. */
  vip: ClubVip | null;
}

/** The member's VIP level as the club label tells it (§3 Member info clubLabel; §2 only for type AUTO). */
export function VipLevelCard({ vip }: VipLevelCardProps) {
  const { t } = useLingui();
  if (vip === null)
    return (
      <div className={styles.root}>
        <p className={styles.note}>{t`Sua conta não tem um nível VIP automático.`}</p>
      </div>
    );
  const label = vip.name ?? (vip.level !== undefined ? t`VIP ${vip.level}` : t`VIP`);
  return (
    <div className={styles.root}>
      <span className={styles.badge}>
        <Icon name="crown" size="inline" />
        <bdi>{label}</bdi>
      </span>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t`Nível`}</dt>
        <dd className={styles.value}>
          <bdi>{vip.level ?? t`Não informado`}</bdi>
        </dd>
        <dt className={styles.term}>{t`Nome do nível`}</dt>
        <dd className={styles.value}>
          <bdi>{vip.name ?? t`Não informado`}</bdi>
        </dd>
        <dt className={styles.term}>{t`Selo do clube`}</dt>
        <dd className={styles.value}>{t`Automático`}</dd>
      </dl>
      <p className={styles.note}>{t`Seu nível VIP é atualizado automaticamente pelo clube.`}</p>
    </div>
  );
}
