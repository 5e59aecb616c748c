import { Trans } from '@lingui/react/macro';
import { Icon } from '../../components/Icon/index.ts';
import * as styles from './OfflineBanner.css.ts';

export interface OfflineBannerProps {
  /** From the browser's online/offline events (the app pauses polling meanwhile). */
  offline: boolean;
}

/** A polite, fixed notice while the connection is down: it floats over the page and shifts nothing. */
export function OfflineBanner({ offline }: OfflineBannerProps) {
  return (
    <div role="status" className={styles.region}>
      {offline ? (
        <p className={styles.banner}>
          <span className={styles.icon}>
            <Icon name="wifiOff" size="inline" />
          </span>
          <span>
            <Trans>
              <strong>Sem conexão com a internet.</strong> Vamos tentar de novo assim que a conexão voltar.
            </Trans>
          </span>
        </p>
      ) : null}
    </div>
  );
}
