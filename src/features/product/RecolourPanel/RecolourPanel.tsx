import { useCallback, useState } from 'react';
import type { CartState, LicenceType, ProductDetail } from '../../../api/types';
import { colourwayOf } from '../../../domain/colourway';
import { RecolourPreview } from '../RecolourPreview/RecolourPreview';
import { PaletteEditor } from '../PaletteEditor/PaletteEditor';
import { usePaletteEdits } from '../PaletteEditor/usePaletteEdits';
import { ScalePreview } from '../ScalePreview/ScalePreview';
import { pixelsToCm } from '../printSize';
import { ColourwayActions } from './ColourwayActions';

/** The resolution a design's repeat is printed at on the true-scale products: its files' raster (server/services/designFiles.ts). */
const PRINT_DPI = 300;

export interface RecolourPanelProps {
  /** The design's picture. */
  cover: string;
  /** Its colours, `#rrggbb`, most covering first. */
  palette: readonly string[];
  /** What the picture shows, for the preview's accessible name. */
  alt: string;
  headingLevel?: 2 | 3;
  /** The design, for its printed size and for buying or saving it in the chosen colours. */
  design: Pick<ProductDetail, 'productId' | 'imgSn' | 'price' | 'priceOnce' | 'imgWidth' | 'imgHeight'>;
  /** The licence chosen on the detail. */
  licence: LicenceType;
  /** 0 not in the bag, 1 in it, 2 bought. */
  cartState: CartState;
  /** A sold exclusive: it cannot be bought in any colours. */
  sold?: boolean;
}

/** The recoloured picture as last drawn, for the true-scale products to tile. */
interface Drawn {
  canvas: HTMLCanvasElement;
  key: string;
}

/**
 * The design in the shopper's colours beside the tools that choose them, the design at
 * its printed size on a few products in those colours, and what to do with them (buy,
 * save). Loaded only when a shopper first asks to recolour (RecolourToggle): the detail
 * page's first load does not carry it.
 */
export function RecolourPanel({ cover, palette, alt, headingLevel, design, licence, cartState, sold }: RecolourPanelProps) {
  const edits = usePaletteEdits(palette);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const onDrawn = useCallback((canvas: HTMLCanvasElement, key: string) => setDrawn({ canvas, key }), []);
  return (
    <>
      <RecolourPreview src={cover} palette={palette} colours={edits.colours} alt={alt} onDrawn={onDrawn} />
      <PaletteEditor edits={edits} headingLevel={headingLevel} />
      <ColourwayActions
        design={design}
        colourway={colourwayOf(palette, edits.colours)}
        licence={licence}
        cartState={cartState}
        sold={sold}
      />
      <ScalePreview
        source={drawn?.canvas ?? null}
        sourceKey={drawn?.key ?? ''}
        repeatWidthCm={pixelsToCm(design.imgWidth, PRINT_DPI)}
        repeatHeightCm={pixelsToCm(design.imgHeight, PRINT_DPI)}
        alt={alt}
        headingLevel={headingLevel}
      />
    </>
  );
}
