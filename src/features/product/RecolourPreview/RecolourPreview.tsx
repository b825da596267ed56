import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { colourName } from '../../../domain/colour';
import { planRecolour, type RecolourPlan } from '../../../domain/recolour';
import { createGlRecolourSurface, shouldDrawWithWebGl } from './glRecolour';
import { readPicture } from './readPicture';
import { create2dRecolourSurface, type RecolourSurface } from './recolourSurface';
import { Text } from '../../../ui/Text/Text';
import { drawingProblem } from '../product.css';
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
  /**
   * Called after every draw with the canvas showing it and the colours drawn (as
   * `data-drawn` says them): the canvas can be drawn from (drawImage, createPattern)
   * until the next draw, whichever way it was drawn.
   */
  onDrawn?: (canvas: HTMLCanvasElement, colourKey: string) => void;
}

/** A picture read against its palette, once per picture, palette and size. */
interface Reading {
  key: string;
  plan: RecolourPlan;
}

/**
 * A design drawn in other colours, in the browser, redrawn at once when a colour changes
 * (no round trip to the server): the picture is read once (`planRecolour`), then each
 * change of colours is drawn by the GPU (WebGL2, glRecolour.ts) or, where there is no GPU
 * or its context is lost, by one pass over its pixels on the CPU (`applyRecolour`); the
 * pixels are the same, edges and texture kept.
 * `data-drawn` on the canvas names the colours once they are drawn. While the picture
 * loads the frame keeps a square's height; a picture that cannot be read says so.
 */
export function RecolourPreview({ src, palette, colours, alt, size = 640, className, onDrawn }: RecolourPreviewProps) {
  const [reading, setReading] = useState<Reading | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const paletteKey = palette.join(',');
  const key = `${src}|${paletteKey}|${size}`;
  const colourKey = colours.join(',');

  useEffect(() => {
    let current = true;
    readPicture(src, size)
      .then(({ pixels, width, height }) => {
        if (!current) return;
        setReading({ key, plan: planRecolour(pixels, width, height, paletteKey.split(',')) });
        setFailed(null);
      })
      .catch(() => {
        if (current) setFailed(key);
      });
    return () => {
      current = false;
    };
  }, [key, src, paletteKey, size]);

  // WebGL2 on a GPU until it proves unusable here; then the CPU, on a new canvas (the key
  // below), as a canvas that once had a WebGL context cannot give a 2D one.
  const [drawing, setDrawing] = useState<'webgl2' | '2d'>('webgl2');
  const surfaceRef = useRef<RecolourSurface | null>(null);
  const attachCanvas = useCallback(
    (canvas: HTMLCanvasElement) => {
      const fallBack = () => setDrawing('2d');
      const surface =
        (drawing === 'webgl2' && shouldDrawWithWebGl() ? createGlRecolourSurface(canvas, fallBack) : null) ??
        create2dRecolourSurface(canvas);
      // Neither: a WebGL context was made but its shaders did not build.
      if (!surface) fallBack();
      surfaceRef.current = surface;
      return () => {
        // Not the context itself: under StrictMode the same canvas is attached again.
        surface?.release();
        if (surfaceRef.current === surface) surfaceRef.current = null;
      };
    },
    [drawing],
  );

  const plan = reading?.key === key ? reading.plan : null;
  const reportDrawn = useEffectEvent((canvas: HTMLCanvasElement, drawnKey: string) => onDrawn?.(canvas, drawnKey));
  // Drawn before the browser paints, so a change of colour shows in the next frame.
  useLayoutEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    // Set by hand, not rendered: it says what the canvas shows, which only a draw that
    // succeeded knows (a lost WebGL context draws nothing until the CPU takes over).
    if (plan && surface.draw(plan, colourKey.split(','))) {
      surface.canvas.dataset.drawn = colourKey;
      reportDrawn(surface.canvas, colourKey);
    } else delete surface.canvas.dataset.drawn;
  }, [plan, colourKey, drawing]);

  if (failed === key)
    return (
      <div className={clsx(styles.root, className)}>
        <Text as="p" size="sm" tone="muted" align="center" className={clsx(drawingProblem, styles.pending)} role="alert">
          The preview could not be drawn. The design&apos;s own picture is unchanged.
        </Text>
      </div>
    );
  const described = `${alt}, in ${colours.map(colourName).join(', ')}`;
  return (
    <div className={clsx(styles.root, !plan && styles.pending, className)} aria-busy={!plan || undefined}>
      <canvas key={drawing} ref={attachCanvas} className={styles.canvas} role="img" aria-label={described} />
    </div>
  );
}
