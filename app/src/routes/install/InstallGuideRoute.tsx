import { InstallAppAction, InstallGuide } from '@sorte/ui';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { useInstallApp, useInstallPlatform } from '../../lib/pwa/installApp.ts';
import { paths } from '../../paths.ts';
import * as styles from '../home/HomeRoute.css.ts';

/**
 * §2 install tutorials (issue 27 item 5): the browser's own install prompt where it offers one, the step-by-step
 * tutorials with the player's platform first (iPhone and iPad, Android, computer), and the native apps on /down.
 */
export function InstallGuideRoute() {
  const { offer, install } = useInstallApp();
  return (
    <div className={styles.page}>
      <InstallGuide
        platform={useInstallPlatform()}
        // On iOS Safari the offer is the Share-menu steps, which the iPhone tutorial already shows.
        installAction={offer === 'prompt' ? <InstallAppAction offer="prompt" onInstall={install} /> : null}
        downloadHref={paths.download.path}
        renderLink={renderRouterLink}
      />
    </div>
  );
}
