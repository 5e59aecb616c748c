import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button/index.ts';
import { SafeHtml } from '../SafeHtml/index.ts';
import * as styles from './HelpPage.css.ts';

export interface HelpSection {
  /** The anchor of the section (`term` for the terms, so /help#term lands on them). */
  id: string;
  title: string;
  /** HTML from the gateway (help items, type H), rendered only through SafeHtml. */
  html: string;
}

export interface HelpPageProps {
  sections: readonly HelpSection[];
  /** Opens the help centre modal. */
  onOpenHelpCentre: () => void;
}

/** The /help page body: a table of contents and one section per help item, each with its anchor. */
export function HelpPage({ sections, onOpenHelpCentre }: HelpPageProps) {
  const { t } = useLingui();
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Ajuda</Trans>
        </h1>
        <Button tone="secondary" onClick={onOpenHelpCentre}>
          <Trans>Central de ajuda</Trans>
        </Button>
      </div>
      {sections.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Nenhum tópico de ajuda disponível.</Trans>
        </p>
      ) : (
        <>
          <nav className={styles.toc} aria-label={t`Nesta página`}>
            <ul className={styles.tocList}>
              {sections.map((section) => (
                <li key={section.id}>
                  <a className={styles.tocLink} href={`#${section.id}`}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                {section.title}
              </h2>
              <SafeHtml html={section.html} />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
