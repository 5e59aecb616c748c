import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { BrandLogo } from '../BrandLogo/index.ts';
import { type RenderShellLink, ShellLink, type ShellLinkItem, ShellSocialLinks } from '../ShellLink/index.ts';
import * as styles from './Footer.css.ts';

export interface FooterVendor {
  id: string;
  name: string;
  /** The vendor's logo (lagerIcon); without it, or when it fails to load, the name shows as a text badge. */
  logoSrc?: string | null;
}

export interface FooterProps {
  helpLinks: readonly ShellLinkItem[];
  productLinks: readonly ShellLinkItem[];
  /** "A Sorte": the site's own pages (about us, news, blog, winners...; §2 Other named areas). */
  siteLinks?: readonly ShellLinkItem[];
  /** Follow us: the official social media channels (external). */
  socialLinks: readonly ShellLinkItem[];
  /** Game vendors, shown as their logos (named by their alt text) or as text badges. */
  vendors: readonly FooterVendor[];
  /** The copyright year (passed in so renders are deterministic). */
  year: number;
  /** The "Jogo responsável" page, beside the 18+ mark on every page (issue 26 item 5). */
  responsibleGamingHref: string;
  /** The national self-exclusion platform, shown beside it under the Brazilian profile (issue 26 item 1). */
  nationalExclusionHref?: string | undefined;
  renderLink?: RenderShellLink;
}

export function Footer({
  helpLinks,
  productLinks,
  siteLinks = [],
  socialLinks,
  vendors,
  year,
  responsibleGamingHref,
  nationalExclusionHref,
  renderLink,
}: FooterProps) {
  const { t } = useLingui();
  const helpHeading = useId();
  const productsHeading = useId();
  const siteHeading = useId();
  const followHeading = useId();
  const vendorsHeading = useId();

  const linkList = (items: readonly ShellLinkItem[]) => (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <ShellLink item={item} renderLink={renderLink} className={styles.link} />
        </li>
      ))}
    </ul>
  );

  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <div className={styles.brandColumn}>
            <BrandLogo size="medium" />
            <p className={styles.tagline}>
              <Trans>
                Loterias, esportes, cassino e jogos ao vivo em um só lugar. Jogue com responsabilidade.
              </Trans>
            </p>
          </div>
          {helpLinks.length > 0 ? (
            <section className={styles.column} aria-labelledby={helpHeading}>
              <h2 id={helpHeading} className={styles.heading}>
                <Trans>Ajuda</Trans>
              </h2>
              {linkList(helpLinks)}
            </section>
          ) : null}
          {productLinks.length > 0 ? (
            <section className={styles.column} aria-labelledby={productsHeading}>
              <h2 id={productsHeading} className={styles.heading}>
                <Trans>Produtos</Trans>
              </h2>
              {linkList(productLinks)}
            </section>
          ) : null}
          {siteLinks.length > 0 ? (
            <section className={styles.column} aria-labelledby={siteHeading}>
              <h2 id={siteHeading} className={styles.heading}>
                <Trans>A Sorte</Trans>
              </h2>
              {linkList(siteLinks)}
            </section>
          ) : null}
          {socialLinks.length > 0 ? (
            <section className={`${styles.column} ${styles.followColumn}`} aria-labelledby={followHeading}>
              <h2 id={followHeading} className={styles.heading}>
                <Trans>Siga-nos</Trans>
              </h2>
              <ShellSocialLinks
                items={socialLinks}
                listClassName={styles.socialList}
                linkClassName={styles.socialLink}
              />
            </section>
          ) : null}
        </div>

        {vendors.length > 0 ? (
          <section className={styles.vendors} aria-labelledby={vendorsHeading}>
            <h2 id={vendorsHeading} className={styles.heading}>
              <Trans>Provedores de jogos</Trans>
            </h2>
            <ul className={styles.vendorList}>
              {vendors.map((vendor) => (
                <li key={vendor.id}>
                  <VendorLogo vendor={vendor} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className={styles.bottom}>
          <p className={styles.copyright}>
            <Trans>© {year} Sorte. Todos os direitos reservados.</Trans>
          </p>
          <span className={styles.responsible}>
            <span className={styles.ageBadge} role="img" aria-label={t`Apenas maiores de 18 anos`} dir="ltr">
              18+
            </span>
            <ShellLink
              item={{ id: 'responsibleGaming', label: t`Jogo responsável`, href: responsibleGamingHref }}
              renderLink={renderLink}
              className={styles.bottomLink}
            />
            {nationalExclusionHref ? (
              <ShellLink
                item={{
                  id: 'nationalExclusion',
                  label: t`Autoexclusão nacional (gov.br)`,
                  href: nationalExclusionHref,
                  external: true,
                }}
                className={styles.bottomLink}
              />
            ) : null}
          </span>
        </div>
      </div>
    </footer>
  );
}

function VendorLogo({ vendor }: { vendor: FooterVendor }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = vendor.logoSrc ?? null;
  if (src === null || src === failedSrc) return <span className={styles.vendorBadge}>{vendor.name}</span>;
  return (
    <img
      className={styles.vendorLogo}
      src={src}
      alt={vendor.name}
      title={vendor.name}
      width={90}
      height={36}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
