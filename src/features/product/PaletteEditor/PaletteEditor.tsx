import { useId, useState, type FormEvent } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { colourName, normaliseHex } from '../../../domain/colour';
import { seasonalPalettes } from '../../../domain/seasonalPalettes';
import { Button } from '../../../ui/Button/Button';
import { TextField } from '../../../ui/TextField/TextField';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { Grid } from '../../../ui/Grid/Grid';
import { Text } from '../../../ui/Text/Text';
import { touchTarget } from '../../../ui/theme/tokens';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import type { PaletteEdits } from './usePaletteEdits';
import { sectionTitle, smallNote } from '../../../ui/styles/textRoles.css';
import { legend, shrinks } from '../product.css';
import * as styles from './PaletteEditor.css';

export interface PaletteEditorProps {
  /** The colours being edited (`usePaletteEdits`), shared with the preview that draws them. */
  edits: PaletteEdits;
  /** Level of the panel's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

const HEX_FORMAT = 'Enter a colour as # and six hex digits, e.g. #1f3a5f.';

const swatchName = (index: number, own: string, now: string) =>
  `Colour ${index + 1}: ${colourName(own)}${now === own ? '' : `, now ${colourName(now)}`}`;

/**
 * Recolour a design: its colours as swatches (each its own colour over the one it is
 * drawn in now); one is chosen and given a new colour with the platform's colour picker
 * or a hex code, or all are given a season's palette at once. Undo steps back one change;
 * Reset brings the design's own colours back. A malformed hex is refused and nothing changes.
 */
export function PaletteEditor({ edits, headingLevel = 3 }: PaletteEditorProps) {
  const headingId = useId();
  const [chosen, setChosen] = useState(0);
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { palette, colours } = edits;
  const index = Math.min(chosen, palette.length - 1);
  const current = colours[index]!;
  const Heading = `h${headingLevel}` as const;

  const choose = (next: number) => {
    setChosen(next);
    setTyped(null);
    setError(null);
  };
  const applyHex = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const hex = normaliseHex(typed ?? current);
    if (!hex) {
      setError(HEX_FORMAT);
      return;
    }
    setError(null);
    setTyped(null);
    edits.setColour(index, hex);
  };

  return (
    <Grid as="section" gap="md" aria-labelledby={headingId} className={shrinks}>
      <Heading id={headingId} className={sectionTitle}>
        Recolour
      </Heading>
      <p className={smallNote}>Choose one of the design&apos;s colours, then a new colour for it, or try a season&apos;s palette.</p>

      <Stack as="fieldset" gap="sm" frameless>
        <Text as="legend" size="sm" weight="semibold" tone="text" className={legend}>
          The design&apos;s colours
        </Text>
        {/* As many columns, each a finger wide at least, as the row holds. */}
        <Grid minColumn={`max(${touchTarget}px, 0.5rem)`} fill gap="xs">
          {palette.map((own, i) => (
            <Grid as="label" key={i} className={styles.swatch} title={swatchName(i, own, colours[i]!)}>
              <input
                type="radio"
                name={`${headingId}-colour`}
                className={visuallyHidden}
                checked={i === index}
                onChange={() => choose(i)}
                aria-label={swatchName(i, own, colours[i]!)}
              />
              <span className={styles.chip} style={assignInlineVars({ [styles.swatchColour]: own })} />
              <span className={styles.chip} style={assignInlineVars({ [styles.swatchColour]: colours[i]! })} />
            </Grid>
          ))}
        </Grid>
      </Stack>

      <Inline gap="sm" align="end" wrap>
        <label className={styles.colourInputLabel}>
          New colour
          <input
            type="color"
            className={styles.colourInput}
            value={current}
            onChange={(event) => {
              setTyped(null);
              setError(null);
              edits.setColour(index, event.target.value);
            }}
            aria-label={`New colour for colour ${index + 1}`}
          />
        </label>
        <form className={styles.hexForm} onSubmit={applyHex} noValidate>
          <TextField
            label="Hex"
            value={typed ?? current.toUpperCase()}
            onChange={(event) => setTyped(event.target.value)}
            error={error ?? undefined}
            spellCheck={false}
            autoComplete="off"
            className={styles.hexField}
          />
          <Button type="submit" variant="secondary">
            Apply
          </Button>
        </form>
      </Inline>

      <Stack as="fieldset" gap="sm" frameless>
        <Text as="legend" size="sm" weight="semibold" tone="text" className={legend}>
          Seasonal palettes
        </Text>
        <Grid minColumn="min(100%, 2.4rem)" fill gap="xs">
          {seasonalPalettes.map((season) => (
            <button
              key={season.name}
              type="button"
              className={styles.paletteButton}
              onClick={() => {
                setTyped(null);
                setError(null);
                edits.applyColours(season.colours);
              }}
            >
              <Text size="sm" weight="semibold" tone="text">
                {season.name}
              </Text>
              <Text size="xs" tone="muted">
                {season.season}
              </Text>
              <span className={styles.paletteChips} aria-hidden="true">
                {season.colours.map((hex) => (
                  <span key={hex} className={styles.chip} style={assignInlineVars({ [styles.swatchColour]: hex })} />
                ))}
              </span>
            </button>
          ))}
        </Grid>
      </Stack>

      <Inline gap="xs" wrap>
        <Button variant="secondary" size="sm" onClick={edits.undo} disabled={!edits.canUndo}>
          Undo
        </Button>
        <Button variant="secondary" size="sm" onClick={edits.reset} disabled={!edits.changed}>
          Reset
        </Button>
      </Inline>
    </Grid>
  );
}
