import { downloadLinks } from '@sorte/domain';
import { DownloadPage } from '@sorte/ui';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import InstallApp from '../../lib/pwa/InstallApp.tsx';
import { useQrImage } from '../../lib/useQrImage.ts';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import { permissionAtom } from '../../state/systemAtoms.ts';
import * as styles from '../home/HomeRoute.css.ts';

/** Spec §2 /down: the iOS and Android app links (permission resources) as QR codes (§9: 800, margin 20, M). */
export function DownloadRoute() {
  const config = useAtomValue(requiredConfigAtom);
  const permission = useAtomValue(permissionAtom);
  const links = useMemo(
    () =>
      downloadLinks(permission?.resources, {
        origin: window.location.origin,
        allowedHosts: config.allowedLinkHosts,
      }),
    [permission, config.allowedLinkHosts],
  );
  const qr = { ios: useQrImage(links.ios), android: useQrImage(links.android) };
  return (
    <div className={styles.page}>
      <DownloadPage
        iosQrSrc={qr.ios}
        androidQrSrc={qr.android}
        iosHref={links.ios}
        androidHref={links.android}
        installAction={<InstallApp />}
      />
    </div>
  );
}
