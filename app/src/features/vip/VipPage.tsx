import { useLingui } from '@lingui/react/macro';
import { clubVip } from '@sorte/domain';
import { VipLevelCard } from '@sorte/ui';
import { useAtomValue } from 'jotai';
import { memberAtom } from '../../state/sessionAtoms.ts';
import * as styles from './VipPage.css.ts';

/** The VIP page the member dropdown links to: the club label of §3 Member info, read as §2 does (type AUTO). */
export function VipPage() {
  const { t } = useLingui();
  const member = useAtomValue(memberAtom);
  return (
    <section className={styles.root} aria-labelledby="vip-title">
      <h1 id="vip-title" className={styles.title}>
        {t`Nível VIP`}
      </h1>
      {member ? (
        <VipLevelCard vip={clubVip(member.clubLabel)} />
      ) : (
        <div className={styles.loading} aria-busy="true" />
      )}
    </section>
  );
}
