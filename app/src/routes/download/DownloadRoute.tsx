import { DOWNLOAD_QR_SETTINGS, downloadLinks } from '@sorte/domain';
import { DownloadPage } from '@sorte/ui';
import { useAtomValue } from 'jotai';
import { toDataURL } from 'qrcode';
import { useEffect, useMemo, useState } from 'react';
import { requiredConfigAtom } from '../../state/configAtoms.ts';
import { permissionAtom } from '../../state/systemAtoms.ts';
import * as styles from '../home/HomeRoute.css.ts';

function qrImage(link: string | null): Promise<string | null> {
  if (!link) return Promise.resolve(null);
  return toDataURL(link, {
    width: DOWNLOAD_QR_SETTINGS.size,
    margin: DOWNLOAD_QR_SETTINGS.margin,
    errorCorrectionLevel: DOWNLOAD_QR_SETTINGS.errorCorrectionLevel,
  }).catch(() => null);
}

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
  const [qr, setQr] = useState<{ ios: string | null; android: string | null }>({ ios: null, android: null });
  useEffect(() => {
    let live = true;
    void Promise.all([qrImage(links.ios), qrImage(links.android)]).then(([ios, android]) => {
      if (live) setQr({ ios, android });
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
