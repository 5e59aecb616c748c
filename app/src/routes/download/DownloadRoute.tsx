import { downloadLinks } from '@sorte/domain';
import { DownloadPage } from '@sorte/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { type DownloadQrImages, downloadQrImages } from '../../features/shell/downloadQrCodes.ts';
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
  const [qr, setQr] = useState<DownloadQrImages>({ ios: null, android: null });
  useEffect(() => {
    let live = true;
    void downloadQrImages(links).then((images) => {
      if (live) setQr(images);
    });
    return () => {
      live = false;
    };
  }, [links]);
  return (
    <div className={styles.page}>
      <DownloadPage
        iosQrSrc={qr.ios}
        androidQrSrc={qr.android}
        iosHref={links.ios}
        androidHref={links.android}
      />
    </div>
  );
}
