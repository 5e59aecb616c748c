import { LotteryPanel } from '../../features/lottery/index.ts';
import * as styles from '../home/HomeRoute.css.ts';

/** Spec §2 lottery pages (/lottery, /vnLottery, /seaLottery; login required, gameCode query). */
export function LotteryRoute() {
  return (
    <div className={styles.page}>
      <LotteryPanel />
    </div>
  );
}
