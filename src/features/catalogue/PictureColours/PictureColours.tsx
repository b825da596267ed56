import { useId, useState } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Button } from '../../../ui/Button/Button';
import { Icon } from '../../../ui/Icon/Icon';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { COLOUR_MATCH_MIN_SHARE, MAX_FILTER_COLOURS, type PaletteColour } from '../../../domain/colour';
import { mutedText, smallNote } from '../../../ui/styles/textRoles.css';
import * as styles from './PictureColours.css';

/** More colours than this is a photo's noise, not a choice: the rest are not offered. */
const SHOWN_COLOURS = 5;

export interface PictureColoursProps {
  /** The picture's colours, most covering first ('#rrggbb' lower case, share 0–1). */
  colours: readonly PaletteColour[];
  /** "Show designs in these colours": the picked colours, in the order shown. */
  onApply: (hexes: string[]) => void;
  /** How many colours may be picked at once (the store filters by up to three). */
  max?: number;
  className?: string;
}

/** A share (0–1) as a whole percent; a trace that rounds to nothing still shows as '<1%'. */
function formatShare(share: number): string {
  const percent = Math.round(Math.min(Math.max(share, 0), 1) * 100);
  return percent === 0 && share > 0 ? '<1%' : `${percent}%`;
}

/** Picked at first: the largest colours that are a real part of the picture (as the colour filter counts one), up to `max`. */
const preselected = (colours: readonly PaletteColour[], max: number) =>
  colours
    .slice(0, SHOWN_COLOURS)
    .filter((colour) => colour.share >= COLOUR_MATCH_MIN_SHARE)
    .slice(0, max)
    .map((colour) => colour.hex);

/**
 * The dominant colours of the shopper's picture (issue 17: "pick up to three colours …
 * or the dominant colours of an uploaded photo"), each a toggle, the larger ones picked
 * already; "Show designs in these colours" filters the store by the picked ones. When
 * `max` are picked the others are disabled and the hint says why. Nothing is shown for
 * a picture without colours (one the browser could not read).
 */
export function PictureColours({ colours, onApply, max = MAX_FILTER_COLOURS, className }: PictureColoursProps) {
  const hintId = useId();
  const [picked, setPicked] = useState(() => preselected(colours, max));
  // Another picture starts again from its own colours.
  const [pickedFor, setPickedFor] = useState(colours);
  if (pickedFor !== colours) {
    setPickedFor(colours);
    setPicked(preselected(colours, max));
  }

  if (colours.length === 0) return null;
  const shown = colours.slice(0, SHOWN_COLOURS);
  const full = picked.length >= max;
  const toggle = (hex: string) => setPicked((now) => (now.includes(hex) ? now.filter((other) => other !== hex) : [...now, hex]));

  return (
    <Stack as="fieldset" gap="xs" frameless className={className} aria-describedby={hintId}>
      <Text as="legend" size="sm" weight="semibold" tone="text" className={styles.legend}>
        Colours in your picture
      </Text>
      <p id={hintId} className={smallNote}>
        {full ? `${max} of ${max} colours picked.` : `Pick up to ${max} colours.`}
      </p>
      <Inline gap="sm" align="center" wrap>
        <Inline as="ul" gap="xs" wrap list>
          {shown.map(({ hex, share }) => {
            const code = hex.toUpperCase();
            const percent = formatShare(share);
            const pressed = picked.includes(hex);
            return (
              <li key={hex}>
                <button
                  type="button"
                  className={styles.colourButton}
                  aria-pressed={pressed}
                  // No parentheses: the visible '42%' must be part of the name proper (as DesignPalette's links).
                  aria-label={`${code}, ${percent} of the picture`}
                  disabled={full && !pressed}
                  onClick={() => toggle(hex)}
                >
                  <span className={styles.swatch} style={assignInlineVars({ [styles.colour]: hex })} aria-hidden="true">
                    {pressed ? <Icon name="check" size="0.75em" className={styles.check} /> : null}
                  </span>
                  <Text weight="medium">{code}</Text> <span className={mutedText}>{percent}</span>
                </button>
              </li>
            );
          })}
        </Inline>
        <Button
          size="sm"
          className={styles.apply}
          disabled={picked.length === 0}
          onClick={() => onApply(shown.map((colour) => colour.hex).filter((hex) => picked.includes(hex)))}
        >
          Show designs in these colours
        </Button>
      </Inline>
    </Stack>
  );
}
