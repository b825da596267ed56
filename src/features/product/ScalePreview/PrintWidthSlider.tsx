import { useId, useRef } from 'react';
import * as RadixSlider from '@radix-ui/react-slider';
import { Button } from '../../../ui/Button/Button';
import { Grid } from '../../../ui/Grid/Grid';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';
import { formatCm, printWidthRange } from './scale';
import * as slider from '../../../ui/RangeSlider/RangeSlider.css';
import { shrinks } from '../product.css';
import * as styles from './ScalePreview.css';

export interface PrintWidthSliderProps {
  /** The repeat's printed width now, in cm. */
  valueCm: number;
  /** The repeat's width at the design's own resolution, in cm: the range is built round it. */
  ownWidthCm: number;
  /** Every move, while dragging too (a redraw is one fill of the canvas). */
  onValueChange: (valueCm: number) => void;
  /** Back to the design's own size. */
  onReset: () => void;
}

/**
 * The repeat's printed width, a quarter of its own to four times it in half-centimetre
 * steps, on a single-thumb Radix slider: arrow keys move one step, Page Up/Down ten, Home
 * and End go to the ends. Once moved, "Design's own size" brings the own width back.
 */
export function PrintWidthSlider({ valueCm, ownWidthCm, onValueChange, onReset }: PrintWidthSliderProps) {
  const labelId = useId();
  const thumbRef = useRef<HTMLSpanElement>(null);
  const { min, max, step } = printWidthRange(ownWidthCm);
  const changed = valueCm !== ownWidthCm;

  const reset = () => {
    onReset();
    // The button goes with the change it undoes: focus stays on the control it reset.
    thumbRef.current?.focus();
  };

  return (
    <Grid gap="xs" className={shrinks}>
      <Inline align="center" wrap className={styles.printWidthHeader}>
        <span id={labelId} className={slider.label}>
          Print width
        </span>
        {/* The thumb announces this value itself (aria-valuetext); this is for the eye. */}
        <Text size="sm" tone="text" figures="tabular" className={styles.printWidthValue} aria-hidden="true">
          {formatCm(valueCm)}
        </Text>
        {changed ? (
          <Button variant="text" size="sm" onClick={reset}>
            Design&apos;s own size
          </Button>
        ) : null}
      </Inline>
      <div className={styles.sliderArea}>
        <RadixSlider.Root
          className={styles.sliderRoot}
          min={min}
          max={max}
          step={step}
          value={[valueCm]}
          onValueChange={([next]) => {
            if (next !== undefined) onValueChange(next);
          }}
          // A repeat so small that a quarter and four times it are one step apart cannot be scaled.
          disabled={min === max}
        >
          <RadixSlider.Track className={slider.track}>
            <RadixSlider.Range className={slider.range} />
          </RadixSlider.Track>
          <RadixSlider.Thumb ref={thumbRef} className={styles.sliderThumb} aria-labelledby={labelId} aria-valuetext={formatCm(valueCm)} />
        </RadixSlider.Root>
      </div>
    </Grid>
  );
}
