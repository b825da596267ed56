import { assignInlineVars } from '@vanilla-extract/dynamic';
import clsx from 'clsx';
import { colourName } from '../../domain/colour';
import { colourwayColours } from '../../domain/colourway';
import * as styles from './ColourwayNote.css';

export interface ColourwayNoteProps {
  /** The colours a design is bought or saved in (src/domain/colourway.ts); '' shows nothing. */
  colourway: string;
  className?: string;
}

/**
 * "Colourway" and its colours as small swatches, under a cart line, an order line or a
 * moodboard item drawn in the buyer's colours. Screen readers hear the colours' names
 * rather than hex codes.
 */
export function ColourwayNote({ colourway, className }: ColourwayNoteProps) {
  const colours = colourwayColours(colourway);
  if (colours.length === 0) return null;
  return (
    <div className={clsx(styles.root, className)}>
      <span className={styles.label}>Colourway</span>
      <ul className={styles.swatches} aria-label={`In ${colours.map(colourName).join(', ')}`}>
        {colours.map((hex, i) => (
          <li
            key={`${hex}-${i}`}
            className={styles.swatch}
            style={assignInlineVars({ [styles.swatchColour]: hex })}
            title={hex.toUpperCase()}
          />
        ))}
      </ul>
    </div>
  );
}
