import { VipPage } from '../../features/vip/index.ts';
import * as styles from '../home/HomeRoute.css.ts';

/** The member's VIP level (§2 Member dropdown, §3 Member info clubLabel); logged-in only. */
export function VipRoute() {
  return (
    <div className={styles.page}>
      <VipPage />
    </div>
  );
}
