import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useId } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { LanguageSelect } from '../LanguageSelect/index.ts';
import {
  ShellItemBadge,
  ShellItemIcon,
  ShellLink,
  type ShellLinkItem,
  ShellSocialLinks,
} from '../ShellLink/index.ts';
import { ThemeToggle } from '../ThemeToggle/index.ts';
import * as styles from './SideMenu.css.ts';
import { SIDE_MENU_PROMOTION_LIMIT, type SideMenuProps } from './sideMenuProps.ts';

/** The whole menu: shortcuts, promotions, download, customer service, settings and channels. */
export function FullMenu<Code extends string>({
  primaryItems,
  activeId,
  promotions,
  promotionsHref,
  iosQrSrc,
  androidQrSrc,
  downloadHref,
  installAction,
  onCustomerService,
  languages,
  language,
  onLanguageChange,
  theme,
  onThemeChange,
  socialLinks,
  renderLink,
  onNavigate,
}: SideMenuProps<Code>) {
  const { t } = useLingui();
  const promotionsHeading = useId();
  const downloadHeading = useId();
  const settingsHeading = useId();
  const socialHeading = useId();
  const follow = (item: ShellLinkItem) => (onNavigate ? () => onNavigate(item) : undefined);
  const moreItem: ShellLinkItem | null = promotionsHref
    ? { id: 'promotions', label: t`Promoções`, href: promotionsHref }
    : null;
  const downloadItem: ShellLinkItem | null = downloadHref
    ? { id: 'download', label: t`Baixar o app`, href: downloadHref }
    : null;
  const qrCodes = [
    { key: 'ios', src: iosQrSrc, caption: 'iOS', alt: t`QR code para baixar o app no iOS` },
    {
      key: 'android',
      src: androidQrSrc,
      caption: 'Android',
      alt: t`QR code para baixar o app no Android`,
    },
  ].filter((code) => code.src);

  return (
    <>
      <nav className={`${styles.section} ${styles.firstSection}`} aria-label={t`Atalhos`}>
        <ul className={styles.list}>
          {primaryItems.map((item) => (
            <li key={item.id}>
              <ShellLink
                item={item}
                renderLink={renderLink}
                className={styles.row}
                current={item.id === activeId}
                onClick={follow(item)}
              >
                <span className={styles.rowIcon}>
                  <ShellItemIcon icon={item.icon} />
                </span>
                <span className={styles.rowLabel}>{item.label}</span>
                <ShellItemBadge badge={item.badge} />
              </ShellLink>
            </li>
          ))}
        </ul>
      </nav>

      {promotions.length > 0 || moreItem ? (
        <section className={styles.section} aria-labelledby={promotionsHeading}>
          <h2 id={promotionsHeading} className={styles.heading}>
            <Trans>Promoções</Trans>
          </h2>
          {promotions.length > 0 ? (
            <ul className={styles.list}>
              {promotions.slice(0, SIDE_MENU_PROMOTION_LIMIT).map((item) => (
                <li key={item.id}>
                  <ShellLink
                    item={item}
                    renderLink={renderLink}
                    className={styles.promoRow}
                    current={item.id === activeId}
                    title={item.label}
                    onClick={follow(item)}
                  >
                    {item.icon ? (
                      <span className={styles.rowIcon}>
                        <ShellItemIcon icon={item.icon} />
                      </span>
                    ) : (
                      <span className={styles.promoDot} aria-hidden="true" />
                    )}
                    <span className={styles.promoLabel} dir="auto">
                      {item.label}
                    </span>
                  </ShellLink>
                </li>
              ))}
            </ul>
          ) : null}
          {moreItem ? (
            <ShellLink
              item={moreItem}
              renderLink={renderLink}
              className={styles.moreLink}
              onClick={follow(moreItem)}
            >
              <Trans>
                Mais<span className={visuallyHidden}> promoções</span>
              </Trans>
              <Icon name="chevronForward" size="inline" />
            </ShellLink>
          ) : null}
        </section>
      ) : null}

      {qrCodes.length > 0 || downloadItem ? (
        <section className={styles.section} aria-labelledby={downloadHeading}>
          <h2 id={downloadHeading} className={styles.heading}>
            <Trans>Baixar o app</Trans>
          </h2>
          {installAction ? <Suspense fallback={null}>{installAction}</Suspense> : null}
          {qrCodes.length > 0 ? (
            <div className={styles.qrGrid}>
              {qrCodes.map((code) => (
                <figure key={code.key} className={styles.qrFigure}>
                  <img
                    className={styles.qrImage}
                    src={code.src}
                    alt={code.alt}
                    width={104}
                    height={104}
                    loading="lazy"
                    decoding="async"
                  />
                  <figcaption className={styles.qrCaption}>{code.caption}</figcaption>
                </figure>
              ))}
            </div>
          ) : null}
          {downloadItem ? (
            <ShellLink
              item={downloadItem}
              renderLink={renderLink}
              className={styles.moreLink}
              onClick={follow(downloadItem)}
            >
              <Trans>Todas as opções</Trans>
              <Icon name="chevronForward" size="inline" />
            </ShellLink>
          ) : null}
        </section>
      ) : null}

      <div className={styles.section}>
        <button type="button" className={styles.row} onClick={onCustomerService}>
          <span className={styles.rowIcon}>
            <Icon name="headset" size="inline" />
          </span>
          <span className={styles.rowLabel}>
            <Trans>Atendimento ao cliente</Trans>
          </span>
        </button>
      </div>

      <section className={styles.section} aria-labelledby={settingsHeading}>
        <h2 id={settingsHeading} className={styles.heading}>
          <Trans>Configurações</Trans>
        </h2>
        <div className={styles.settings}>
          <LanguageSelect languages={languages} value={language} onChange={onLanguageChange} />
          <ThemeToggle value={theme} onChange={onThemeChange} />
        </div>
      </section>

      {socialLinks.length > 0 ? (
        <section className={styles.section} aria-labelledby={socialHeading}>
          <h2 id={socialHeading} className={styles.heading}>
            <Trans>Canais oficiais</Trans>
          </h2>
          <ShellSocialLinks
            items={socialLinks}
            listClassName={styles.socialList}
            linkClassName={styles.socialLink}
          />
        </section>
      ) : null}
    </>
  );
}

/** The collapsed column: icons only, each still named for screen readers and titled for mouse users. */
export function RailMenu<Code extends string>({
  primaryItems,
  activeId,
  promotionsHref,
  downloadHref,
  onCustomerService,
  renderLink,
  onNavigate,
}: SideMenuProps<Code>) {
  const { t } = useLingui();
  const extra: ShellLinkItem[] = [
    ...(promotionsHref
      ? [{ id: 'promotions', label: t`Promoções`, href: promotionsHref, icon: 'gift' as const }]
      : []),
    ...(downloadHref
      ? [{ id: 'download', label: t`Baixar o app`, href: downloadHref, icon: 'download' as const }]
      : []),
  ];
  const renderItem = (item: ShellLinkItem) => (
    <li key={item.id}>
      <ShellLink
        item={item}
        renderLink={renderLink}
        className={styles.railRow}
        current={item.id === activeId}
        title={item.label}
        onClick={onNavigate ? () => onNavigate(item) : undefined}
      >
        <span className={styles.rowIcon}>
          <ShellItemIcon icon={item.icon ?? 'chevronForward'} />
        </span>
        <span className={visuallyHidden}>{item.label}</span>
      </ShellLink>
    </li>
  );
  return (
    <nav className={styles.railNav} aria-label={t`Atalhos`}>
      <ul className={styles.railList}>{primaryItems.map(renderItem)}</ul>
      <div className={styles.railDivider} />
      <ul className={styles.railList}>
        {extra.map(renderItem)}
        <li>
          <button
            type="button"
            className={styles.railRow}
            title={t`Atendimento ao cliente`}
            aria-label={t`Atendimento ao cliente`}
            onClick={onCustomerService}
          >
            <span className={styles.rowIcon}>
              <Icon name="headset" size="inline" />
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
