import { PointMallPanel } from '../../features/points/index.ts';
import * as styles from '../home/HomeRoute.css.ts';

/** Spec §2 /pointMall (PTSYS3, §6): the point mall's public face. */
export function PointMallRoute() {
  return (
    <div className={styles.page}>
      <PointMallPanel />
    </div>
  );
}
