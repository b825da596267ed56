import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { drawScene, isBrokenImage, sourceSizeOf } from './drawScene';
import { drawingName, repeatLabel, scaleCaption, sceneAspectRatio, type ProductTemplate } from './scale';
import { Grid } from '../../../ui/Grid/Grid';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { shrinks } from '../product.css';
import * as styles from './ScalePreview.css';

export interface ProductSceneProps {
  template: ProductTemplate;
  /** What to tile; null while it is not ready. */
  source: CanvasImageSource | null;
  /** Changes whenever the source's pixels change. */
  sourceKey: string;
  /** One repeat's printed size. */
  printWidthCm: number;
  printHeightCm: number;
  /** What the design shows. */
  alt: string;
}

/** A canvas's drawing buffer: its CSS box in device pixels. */
interface DeviceSize {
  width: number;
  height: number;
  pixelRatio: number;
}

/**
 * The size of the element behind `ref` in device pixels, kept up to date as it resizes.
 * Measured before the first paint; null while it has no size (not laid out yet, hidden).
 */
function useDeviceSize(ref: RefObject<HTMLElement | null>): DeviceSize | null {
  const [size, setSize] = useState<DeviceSize | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (cssWidth: number, cssHeight: number) => {
      const pixelRatio = window.devicePixelRatio || 1;
      const width = Math.round(cssWidth * pixelRatio);
      const height = Math.round(cssHeight * pixelRatio);
      // The same size again (a resize elsewhere on the page) keeps the object: no redraw.
      setSize((current) =>
        width === 0 || height === 0
          ? null
          : current?.width === width && current.height === height && current.pixelRatio === pixelRatio
            ? current
            : { width, height, pixelRatio },
      );
    };
    const box = element.getBoundingClientRect();
    measure(box.width, box.height);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) measure(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * One product with the repeat tiled over it at its printed size, and the repeat's size
 * written under it. The frame has the scene's aspect ratio from the start, so nothing
 * moves when the drawing arrives; until then it is busy.
 */
export function ProductScene({ template, source, sourceKey, printWidthCm, printHeightCm, alt }: ProductSceneProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The frame, not the canvas: the canvas covers it exactly, and is replaced when drawing fails.
  const size = useDeviceSize(frameRef);
  // What was drawn, for tests and journeys to wait on: product, source pixels, print width.
  const drawnKey = `${template.product}|${sourceKey}|${printWidthCm}`;
  const ready = source !== null && sourceSizeOf(source) !== null;
  const failed = source !== null && isBrokenImage(source);

  // Drawn before the browser paints, so a move of the slider shows in the next frame.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !size) return;
    const sourceSize = source ? sourceSizeOf(source) : null;
    if (canvas.width !== size.width) canvas.width = size.width;
    if (canvas.height !== size.height) canvas.height = size.height;
    if (!source || !sourceSize) {
      context.clearRect(0, 0, canvas.width, canvas.height);
      delete canvas.dataset.drawn;
      return;
    }
    drawScene(context, { template, source, sourceSize, printWidthCm, printHeightCm, pixelRatio: size.pixelRatio });
    canvas.dataset.drawn = drawnKey;
  }, [template, source, drawnKey, printWidthCm, printHeightCm, size]);

  return (
    <Grid as="figure" gap="sm" className={shrinks}>
      <div
        ref={frameRef}
        className={styles.frame}
        style={assignInlineVars({ [styles.sceneAspect]: sceneAspectRatio(template) })}
        aria-busy={(!ready && !failed) || undefined}
      >
        {failed ? (
          <Text as="p" size="sm" tone="muted" align="center" className={styles.problem} role="alert">
            The preview could not be drawn. The design&apos;s own picture is unchanged.
          </Text>
        ) : (
          <canvas
            ref={canvasRef}
            className={styles.canvas}
            role="img"
            aria-label={drawingName(alt, template, printWidthCm, printHeightCm)}
          />
        )}
      </div>
      <Stack as="figcaption" gap="xxs">
        <Text size="md" weight="semibold" tone="text" figures="tabular" align="center">
          {repeatLabel(printWidthCm, printHeightCm)}
        </Text>
        <Text size="sm" tone="muted" align="center">
          {scaleCaption(template, printWidthCm)}
        </Text>
      </Stack>
    </Grid>
  );
}
