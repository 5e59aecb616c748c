import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../components/Spinner/index.ts';
import { type RenderShellLink, ShellLink } from '../../layout/ShellLink/index.ts';
import { type FailureKind, GridNotice } from '../../lobby/GridNotice/index.ts';
import { SafeHtml } from '../SafeHtml/index.ts';
import * as styles from './ContentPage.css.ts';

/** A part of the page: a help topic under its own heading, or the operator's text (no title). */
export interface ContentPageSection {
  /** The section's anchor. */
  id: string;
  title?: string;
  /** Never trusted: rendered only through SafeHtml. */
  html: string;
}

export interface ContentPageProps {
  /** The page's heading, translated by the app. */
  title: string;
  status: 'loading' | 'error' | 'ready';
  /** Ready: what the page shows; none says plainly there is nothing yet. */
  sections: readonly ContentPageSection[];
  /** Error: how the read failed (its spec §8 text is shown) and the retry. */
  failure?: FailureKind;
  onRetry?: () => void;
  /** Where "nothing yet" sends the player (the help centre). */
  helpHref: string;
  renderLink?: RenderShellLink;
}

/** A page of operator or help-centre content (About Us, the Beginner guide): loading, failed, empty or shown. */
export function ContentPage({
  title,
  status,
  sections,
  failure,
  onRetry,
  helpHref,
  renderLink,
}: ContentPageProps) {
  const { t } = useLingui();
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{title}</h1>
      {status === 'loading' ? (
        <div className={styles.loading}>
          <Spinner size="large" label={t`Carregando a página`} />
        </div>
      ) : status === 'error' ? (
        <GridNotice
          kind="error"
          message={t`Não foi possível carregar esta página.`}
          failure={failure}
          onRetry={onRetry}
        />
      ) : sections.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>
            <Trans>Ainda não há conteúdo aqui.</Trans>
          </p>
          <ShellLink
            item={{ id: 'help', label: t`Ir para a central de ajuda`, href: helpHref }}
            renderLink={renderLink}
            className={styles.helpLink}
          />
        </div>
      ) : (
        sections.map((section) =>
          section.title ? (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className={styles.sectionTitle} dir="auto">
                {section.title}
              </h2>
              <SafeHtml html={section.html} />
            </section>
          ) : (
            <div key={section.id} id={section.id} className={styles.section}>
              <SafeHtml html={section.html} />
            </div>
          ),
        )
      )}
    </div>
  );
}
