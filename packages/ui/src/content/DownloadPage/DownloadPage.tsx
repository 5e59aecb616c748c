import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import * as styles from './DownloadPage.css.ts';

export interface DownloadPageProps {
  /** QR code images made by the app (size 800, margin 20, correction level M) from the download links. */
  iosQrSrc: string | null;
  androidQrSrc: string | null;
  /** Store or package links, validated by the app (domain downloadLinks); null when not offered. */
  iosHref: string | null;
  androidHref: string | null;
  /** The app's "Instalar o app" action (InstallAppAction) where this browser can install the site. */
  installAction?: ReactNode;
}

/** The /down page body: a QR code and a link for each platform. */
export function DownloadPage({
  iosQrSrc,
  androidQrSrc,
  iosHref,
  androidHref,
  installAction,
}: DownloadPageProps) {
  const { t } = useLingui();
  const titleId = useId();
  const platforms = [
    {
      id: 'ios',
      name: 'iOS',
      qr: iosQrSrc,
      href: iosHref,
      caption: t`Aponte a câmera do iPhone ou iPad para o código.`,
      action: t`Baixar para iOS`,
    },
    {
      id: 'android',
      name: 'Android',
      qr: androidQrSrc,
      href: androidHref,
      caption: t`Aponte a câmera do celular Android para o código.`,
      action: t`Baixar para Android`,
    },
  ];
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        <Trans>Baixe o aplicativo</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Jogue onde estiver: escaneie o código do seu aparelho ou toque no link.</Trans>
      </p>
      {installAction}
      <ul className={styles.platforms}>
        {platforms.map((platform) => (
          <li key={platform.id} className={styles.platform}>
            <h2 className={styles.platformName}>{platform.name}</h2>
            {platform.qr && platform.href ? (
              <>
                <figure className={styles.figure}>
                  <img
                    className={styles.qr}
                    src={platform.qr}
                    alt={t`Código QR para baixar o aplicativo para ${platform.name}`}
                    width={200}
                    height={200}
                  />
                  <figcaption className={styles.caption}>{platform.caption}</figcaption>
                </figure>
                <a className={styles.link} href={platform.href} target="_blank" rel="noopener noreferrer">
                  {platform.action}
                  <span className={styles.hidden}> {t`(abre em uma nova aba)`}</span>
                </a>
              </>
            ) : (
              <p className={styles.unavailable}>
                <Trans>Ainda não disponível.</Trans>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
