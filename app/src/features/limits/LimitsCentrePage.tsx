import { LimitsPage } from './LimitsPage.tsx';
import * as styles from './limitsCentrePage.css.ts';
import { PausesSection } from './PausesSection.tsx';

/** /member/limits: the player's limits (issue 26 item 2), then take a break and self-exclusion (item 5). */
export function LimitsCentrePage() {
  return (
    <div className={styles.page}>
      <LimitsPage />
      <PausesSection />
    </div>
  );
}
