import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { colourName } from '../../../domain/colour';
import { applyRecolour, planRecolour, type RecolourPlan } from '../../../domain/recolour';
import * as styles from './RecolourPreview.css';

export interface RecolourPreviewProps {
  /** The design's picture (its cover). Same-origin: its pixels are read. */
  src: string;
  /** The design's colours, `#rrggbb`, as its palette lists them. */
  palette: readonly string[];
  /** The colour each palette colour is drawn in, in the same order. */
  colours: readonly string[];
  /** What the picture shows; the colours it is drawn in are added for screen readers. */
  alt: string;
  /** The width the picture is read and drawn at, in device px (its height follows). */
  size?: number;
  className?: string;
}

/** A picture read against its palette, once per picture, palette and size. */
interface Reading {
  key: string;
  plan: RecolourPlan;
}

/**
 * A design drawn in other colours, in the browser, redrawn at once when a colour changes
 * (no round trip to the server): the picture is read once (`planRecolour`), then each
 * change of colours is one pass over its pixels (`applyRecolour`), edges and texture kept.
 * While the picture loads the frame keeps a square's height; a picture that cannot be
 * read says so.
 */
export function RecolourPreview({ src, palette, colours, alt, size = 640, className }: RecolourPreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [reading, setReading] = useState<Reading | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const paletteKey = palette.join(',');
  const key = `${src}|${paletteKey}|${size}`;
  const colourKey = colours.join(',');

  useEffect(() => {
    let current = true;
    const image = new Image();
    image.src = src;
    image
      .decode()
      .then(() => {
        if (!current) return;
        const naturalWidth = image.naturalWidth || size;
        const width = Math.min(size, naturalWidth);
        const height = Math.max(1, Math.round((width * (image.naturalHeight || naturalWidth)) / naturalWidth));
        const reader = document.createElement('canvas');
        reader.width = width;
        reader.height = height;
        const context = reader.getContext('2d', { willReadFrequently: true });
        if (!context) throw new Error('This browser cannot draw on a canvas');
        context.drawImage(image, 0, 0, width, height);
        setReading({ key, plan: planRecolour(context.getImageData(0, 0, width, height).data, width, height, paletteKey.split(',')) });
        setFailed(null);
      })
      .catch(() => {
        if (current) setFailed(key);
      });
    return () => {
      current = false;
    };
  }, [key, src, paletteKey, size]);

  const plan = reading?.key === key ? reading.plan : null;
  // Drawn before the browser paints, so a change of colour shows in the next frame.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !plan) return;
    if (canvas.width !== plan.width) canvas.width = plan.width;
    if (canvas.height !== plan.height) canvas.height = plan.height;
    const image = context.createImageData(plan.width, plan.height);
    applyRecolour(plan, colourKey.split(','), image.data);
    context.putImageData(image, 0, 0);
  }, [plan, colourKey]);

  if (failed === key)
    return (
      <div className={clsx(styles.root, className)}>
        <p className={styles.problem} role="alert">
          The preview could not be drawn. The design&apos;s own picture is unchanged.
        </p>
      </div>
    );
  const described = `${alt}, in ${colours.map(colourName).join(', ')}`;
  return (
    <div className={clsx(styles.root, !plan && styles.pending, className)} aria-busy={!plan || undefined}>
      <canvas ref={canvasRef} className={styles.canvas} role="img" aria-label={described} data-drawn={plan ? colourKey : undefined} />
    </div>
  );
}
