import { RecolourPreview } from '../RecolourPreview/RecolourPreview';
import { PaletteEditor } from '../PaletteEditor/PaletteEditor';
import { usePaletteEdits } from '../PaletteEditor/usePaletteEdits';

export interface RecolourPanelProps {
  /** The design's picture. */
  cover: string;
  /** Its colours, `#rrggbb`, most covering first. */
  palette: readonly string[];
  /** What the picture shows, for the preview's accessible name. */
  alt: string;
  headingLevel?: 2 | 3;
}

/**
 * The design in the shopper's colours beside the tools that choose them. Loaded only
 * when a shopper first asks to recolour (RecolourToggle): the detail page's first load
 * does not carry it.
 */
export function RecolourPanel({ cover, palette, alt, headingLevel }: RecolourPanelProps) {
  const edits = usePaletteEdits(palette);
  return (
    <>
      <RecolourPreview src={cover} palette={palette} colours={edits.colours} alt={alt} />
      <PaletteEditor edits={edits} headingLevel={headingLevel} />
    </>
  );
}
