import { FeedbackPanel } from '../../features/feedback/index.ts';
import * as styles from '../home/HomeRoute.css.ts';

/** §2 Other named areas: Feedback (§3 form, §5 word bounds, §7 PUT /wps/feedback). */
export function FeedbackRoute() {
  return (
    <div className={styles.page}>
      <FeedbackPanel />
    </div>
  );
}
