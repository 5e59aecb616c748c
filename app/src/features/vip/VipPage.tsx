import { useLingui } from '@lingui/react/macro';
import { clubVip } from '@sorte/domain';
import { VipLevelCard, VipProgress } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { failureKind } from '../../lib/errors/index.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { isOffered, NOT_OFFERED } from '../../lib/missingCall/missingCall.ts';
import { memberAtom, sessionTokenAtom } from '../../state/sessionAtoms.ts';
import { memberProgressCallsAtom, vipProgressQuery } from './api.ts';
import * as styles from './VipPage.css.ts';

/**
 * The VIP page the member dropdown links to: the club label of §3 Member info, read as §2 does (type AUTO), then the
 * progress to the next level and the benefits table (GET MCS2_getVipProgress, a reading; without it a note says so).
 */
export function VipPage() {
  const { t } = useLingui();
  const member = useAtomValue(memberAtom);
  const vip = member ? clubVip(member.clubLabel) : null;
  return (
    <section className={styles.root} aria-labelledby="vip-title">
      <h1 id="vip-title" className={styles.title}>
        {t`Nível VIP`}
      </h1>
      {member ? (
        <>
          <VipLevelCard vip={vip} />
          {vip ? <VipProgressSection /> : null}
        </>
      ) : (
        <div className={styles.loading} aria-busy="true" />
      )}
    </section>
  );
}

function VipProgressSection() {
  const calls = useAtomValue(memberProgressCallsAtom);
  const token = useAtomValue(sessionTokenAtom);
  const progress = useQuery(vipProgressQuery(calls, token));
  return (
    <VipProgress
      status={progress.data === NOT_OFFERED ? 'notOffered' : loadStatusOf(progress)}
      {...(progress.isError ? { failure: failureKind(progress.error) } : {})}
      {...(isOffered(progress.data) ? { progress: progress.data } : {})}
      onRetry={() => void progress.refetch()}
      currency={useAtomValue(moneyCurrencyAtom)}
      locale={useAtomValue(formatLocaleAtom)}
    />
  );
}
