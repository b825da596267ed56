import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import type { DesignPalette as Palette } from '../../../api/types';
import { storeUrl } from '../../../domain/storeUrl';
import { smallNote } from '../../../ui/styles/textRoles.css';
import { shrinks } from '../product.css';
import * as styles from './DesignPalette.css';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';

export interface DesignPaletteProps {
  /** The design's palette as `/api/product/selectById` answers it (`detail.palette`). */
  palette: Palette;
  /** Level of the heading, to fit the outline: 3 under a dialog's title, 2 on the page. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** A share (0–1) as a whole percent; a trace that rounds to nothing still shows as '<1%'. */
function formatShare(share: number): string {
  const percent = Math.round(Math.min(Math.max(share, 0), 1) * 100);
  return percent === 0 && share > 0 ? '<1%' : `${percent}%`;
}

/**
 * The colours a design is printed in — what a screen printer asks first: how many
 * screens, the dominant colours at their shares as a bar, and each colour as a link to
 * the store filtered by it.
 */
export function DesignPalette({ palette, headingLevel = 3, className }: DesignPaletteProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  // The count covers every colour; it can never be fewer than those listed.
  const count = Math.max(palette.count, palette.colours.length);

  return (
    <Stack as="section" gap="xs" className={clsx(shrinks, className)} aria-labelledby={headingId}>
      <Text as={Heading} id={headingId} size="sm" weight="semibold" tone="text">
        Colours
      </Text>
      <p className={smallNote}>
        Printed in {count} {count === 1 ? 'colour' : 'colours'}
      </p>
      {/* The list below says the same in words: the bar is for the eye alone. */}
      <Inline className={styles.bar} aria-hidden="true">
        {palette.colours.map(({ hex, share }) => (
          <span
            key={hex}
            className={styles.segment}
            style={assignInlineVars({ [styles.colour]: hex, [styles.share]: `${Math.min(Math.max(share, 0), 1) * 100}%` })}
          />
        ))}
      </Inline>
      <Inline as="ul" gap="xs" wrap list>
        {palette.colours.map(({ hex, share }) => {
          const code = hex.toUpperCase();
          const percent = formatShare(share);
          return (
            <li key={hex}>
              <Link
                className={styles.link}
                to={storeUrl({ colours: [hex] })}
                // No parentheses: a name checker (and speech input) reads a parenthetical as an
                // aside, and the visible '34%' must be part of the name proper.
                aria-label={`Find designs with ${code}, ${percent} of this design`}
              >
                <span className={styles.swatch} style={assignInlineVars({ [styles.colour]: hex })} aria-hidden="true" />
                {/* A real space: the visible text reads '#1F3A5F 34%', as in the name. */}
                <Text weight="medium" figures="tabular">
                  {code}
                </Text>{' '}
                <Text tone="muted" figures="tabular">
                  {percent}
                </Text>
              </Link>
            </li>
          );
        })}
      </Inline>
    </Stack>
  );
}
