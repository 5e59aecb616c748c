import { useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './LotteryBalls.css.ts';

export interface LotteryBallsProps {
  numbers: readonly string[];
  size?: keyof typeof styles.ball;
}

/** The drawn numbers as balls; screen readers get one sentence ('Números sorteados: 07, 12, 33'). */
export function LotteryBalls({ numbers, size = 'medium' }: LotteryBallsProps) {
  const { t } = useLingui();
  const list = numbers.join(', ');
  return (
    <span className={styles.root}>
      <span className={visuallyHidden}>{t`Números sorteados: ${list}`}</span>
      <span className={styles.balls} aria-hidden="true">
        {numbers.map((number, index) => (
          // Numbers repeat within a draw (digit lotteries), so the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a draw
          <span key={index} className={styles.ball[size]}>
            {number}
          </span>
        ))}
      </span>
    </span>
  );
}
