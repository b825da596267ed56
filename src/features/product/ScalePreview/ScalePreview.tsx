import { useId, useState } from 'react';
import clsx from 'clsx';
import { Tabs } from '../../../ui/Tabs/Tabs';
import { PrintWidthSlider } from './PrintWidthSlider';
import { ProductScene } from './ProductScene';
import { clampPrintWidth, printHeightFor, productTemplates, scaleProducts, usableRepeat, type ScaleProduct } from './scale';
import { sectionTitle, smallNote } from '../../../ui/styles/textRoles.css';
import { Grid } from '../../../ui/Grid/Grid';
import { shrinks } from '../product.css';

export interface ScalePreviewProps {
  /** What to tile: the design's picture or a canvas it was recoloured on (same-origin). null while not ready. */
  source: CanvasImageSource | null;
  /** Changes whenever the source's pixels change (e.g. the colours drawn); the preview redraws on it. */
  sourceKey: string;
  /** The repeat's printed size at the design's own resolution, in cm. */
  repeatWidthCm: number;
  repeatHeightCm: number;
  /** What the design shows, for the accessible name of the drawing. */
  alt: string;
  /** Level of the section's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

const isScaleProduct = (value: string): value is ScaleProduct => (scaleProducts as readonly string[]).includes(value);

/**
 * A design's repeat at its real printed size on a dress, a cushion, a roll of wallpaper
 * (beside a person, for scale) and a sheet of gift wrap, drawn in the browser. The shopper
 * picks the product (tabs) and may print the repeat smaller or larger (the slider); the
 * repeat's size is written under the drawing. Nothing is drawn, and the frame is busy,
 * while `source` is null; a repeat without a usable size shows nothing.
 */
export function ScalePreview({ source, sourceKey, repeatWidthCm, repeatHeightCm, alt, headingLevel = 3, className }: ScalePreviewProps) {
  const headingId = useId();
  const [product, setProduct] = useState<ScaleProduct>('dress');
  // Null while the shopper has not moved the slider: the design's own width, whatever it is.
  const [chosenWidthCm, setChosenWidthCm] = useState<number | null>(null);
  if (!usableRepeat(repeatWidthCm, repeatHeightCm)) return null;

  const printWidthCm = chosenWidthCm === null ? repeatWidthCm : clampPrintWidth(chosenWidthCm, repeatWidthCm);
  const printHeightCm = printHeightFor(printWidthCm, repeatWidthCm, repeatHeightCm);
  const Heading = `h${headingLevel}` as const;

  return (
    <Grid as="section" gap="md" aria-labelledby={headingId} className={clsx(shrinks, className)}>
      <Heading id={headingId} className={sectionTitle}>
        True to scale
      </Heading>
      <p className={smallNote}>The repeat at the size it is printed, on things it could be printed on.</p>
      <Tabs
        aria-label="Show the design on"
        value={product}
        onValueChange={(value) => {
          if (isScaleProduct(value)) setProduct(value);
        }}
        // Only the chosen product's panel is rendered (Radix Tabs), so one canvas is drawn at a time.
        items={scaleProducts.map((each) => ({
          value: each,
          label: productTemplates[each].label,
          content: (
            <ProductScene
              template={productTemplates[each]}
              source={source}
              sourceKey={sourceKey}
              printWidthCm={printWidthCm}
              printHeightCm={printHeightCm}
              alt={alt}
            />
          ),
        }))}
      />
      <PrintWidthSlider
        valueCm={printWidthCm}
        ownWidthCm={repeatWidthCm}
        onValueChange={setChosenWidthCm}
        onReset={() => setChosenWidthCm(null)}
      />
    </Grid>
  );
}
