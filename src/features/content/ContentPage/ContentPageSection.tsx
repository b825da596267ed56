import { useId, type ReactNode } from 'react';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import * as styles from './ContentPage.css';

export interface ContentPageSectionProps {
  /** The heading (an h2); also the section's accessible name. */
  title: string;
  /** The anchor a table-of-contents entry links to. */
  id?: string;
  /**
   * Sets the content as running text (spaced paragraphs, indented lists, link colour).
   * Turn it off when the content brings its own layout, such as a grid of addresses.
   */
  prose?: boolean;
  children: ReactNode;
}

/** One titled part of a static page: a region named by its h2, its copy set as prose. */
export function ContentPageSection({ title, id, prose = true, children }: ContentPageSectionProps) {
  const headingId = useId();
  return (
    <Stack as="section" gap="sm" id={id} aria-labelledby={headingId} className={styles.section}>
      <Text as="h2" id={headingId} size="xl" weight="semibold" leading="tight">
        {title}
      </Text>
      {prose ? <div className={styles.prose}>{children}</div> : children}
    </Stack>
  );
}
