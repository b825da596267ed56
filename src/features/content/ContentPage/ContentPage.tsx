import type { ReactNode } from 'react';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { ContentPageSection } from './ContentPageSection';
import * as styles from './ContentPage.css';

export interface ContentPageSectionData {
  /** The anchor of the section, also what the table of contents links to. */
  id: string;
  /** Its h2. */
  title: string;
  /** Its copy. */
  content: ReactNode;
}

export interface ContentPageProps {
  /** The page's h1, also the document title. */
  title: string;
  /** A line under the title: the date a policy took effect, the date of the agreement. */
  dateLine?: ReactNode;
  /** The opening paragraph(s), drawn larger than the body. */
  lead?: ReactNode;
  /** The titled parts of the page, in order; each becomes a region named by its h2. */
  sections?: readonly ContentPageSectionData[];
  /**
   * Adds an "On this page" list linking to the sections. Long legal pages have one: it is
   * a navigation landmark, so a screen reader can jump straight to a clause.
   */
  toc?: boolean;
  /** `text` (default) keeps a reading measure; `wide` is for galleries (about page). */
  width?: 'text' | 'wide';
  /** Anything after the sections (or instead of them). */
  children?: ReactNode;
}

/**
 * The frame every static page shares (account-and-pages §2 "Static pages"): the page's
 * `main` landmark, the document title, an h1 with its date line and lead, an optional
 * table of contents, then the sections. A page mounted on a route needs no further wrapper.
 */
export function ContentPage({ title, dateLine, lead, sections = [], toc = false, width = 'text', children }: ContentPageProps) {
  return (
    <main className={styles.page({ width })}>
      <title>{title}</title>
      <Stack as="header" gap="sm" className={styles.header}>
        <Text as="h1" size="xxl" weight="bold" leading="tight">
          {title}
        </Text>
        {dateLine ? (
          <Text as="p" size="sm" tone="muted">
            {dateLine}
          </Text>
        ) : null}
        {lead ? <div className={styles.lead}>{lead}</div> : null}
      </Stack>
      {toc && sections.length > 0 ? (
        <nav aria-label="On this page" className={styles.toc}>
          <Text as="p" size="sm" weight="semibold" tone="muted" className={styles.tocTitle} aria-hidden="true">
            On this page
          </Text>
          <ul className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={styles.tocLink}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {/*
       * Columns (flex), not grids with `auto` tracks: a column keeps each child to its width,
       * where a carousel's strip of slides would widen an auto track to its full length and
       * push the page off screen.
       */}
      <Stack gap="xl">
        {sections.map((section) => (
          <ContentPageSection key={section.id} id={section.id} title={section.title}>
            {section.content}
          </ContentPageSection>
        ))}
        {children}
      </Stack>
    </main>
  );
}
