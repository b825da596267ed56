import { useState, type SyntheticEvent } from 'react';
import clsx from 'clsx';
import { Icon } from '../Icon/Icon';
import { useServerRendering } from '../serverRendering';
import { vars } from '../theme/contract.css';
import * as styles from './Image.css';

export interface ImageProps {
  /** Image URL. Without one the placeholder stays (e.g. while the URL is still being fetched). */
  src?: string;
  /** Candidate files for different widths and densities, as for `<img srcset>`. */
  srcSet?: string;
  /** Display widths per media condition, as for `<img sizes>`. */
  sizes?: string;
  /**
   * Describes the image. Required: pass `alt=""` for a purely decorative image, which is
   * then hidden from assistive technology.
   */
  alt: string;
  /**
   * Intrinsic size in px. Together they fix the box's aspect ratio before the file
   * arrives, so nothing below moves when it loads. The box itself fills its container's width.
   */
  width?: number;
  height?: number;
  /** `cover` fills the box and crops; `contain` shows the whole image inside it. */
  fit?: 'cover' | 'contain';
  /** Animates the placeholder while loading. */
  shimmer?: boolean;
  /**
   * The page's main image (the first row of results, a hero): fetched at once and
   * ahead of others rather than lazily, so the largest paint is not held back.
   */
  priority?: boolean;
  className?: string;
}

type Status = 'loading' | 'loaded' | 'error';

/**
 * A lazily loaded image in a box of fixed aspect ratio: a placeholder while it loads,
 * "Image unavailable" if it fails.
 */
export function Image({ src, srcSet, sizes, alt, width, height, fit = 'cover', shimmer = false, priority = false, className }: ImageProps) {
  // Status belongs to one source: a new `src` starts loading again.
  const [load, setLoad] = useState<{ src: string | undefined; status: Status }>({ src, status: 'loading' });
  const status: Status = load.src === src ? load.status : 'loading';
  // An image in the server's HTML is shown as it arrives, before any script runs (the
  // page's largest paint must not wait for hydration); it is not faded in afterwards.
  const serverRendering = useServerRendering();
  const [sentByServer] = useState(serverRendering);
  if (load.src !== src) setLoad({ src, status: 'loading' });

  const settle = (next: Status) => (event: SyntheticEvent<HTMLImageElement>) => {
    // Ignore late events of a file that was replaced meanwhile.
    if (event.currentTarget.getAttribute('src') === src) setLoad({ src, status: next });
  };
  // A cached file can finish before React attaches onLoad; look once the element exists.
  const checkComplete = (img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0 && status === 'loading') setLoad({ src, status: 'loaded' });
  };

  const decorative = alt === '';
  const aspectRatio = width && height ? `${width} / ${height}` : undefined;

  return (
    <div
      className={clsx(styles.root, className)}
      style={{ aspectRatio }}
      aria-busy={status === 'loading' && !decorative ? true : undefined}
      // With no file yet there is no <img> to carry the description, so the box does.
      role={!src && !decorative ? 'img' : undefined}
      aria-label={!src && !decorative ? alt : undefined}
    >
      {status === 'loading' ? <div className={styles.placeholder({ shimmer })} aria-hidden="true" /> : null}
      {status === 'error' ? (
        <div
          className={styles.fallback}
          role={decorative ? undefined : 'img'}
          aria-label={decorative ? undefined : `${alt} (Image unavailable)`}
          aria-hidden={decorative ? true : undefined}
        >
          <Icon name="image" size={vars.fontSize.xxl} />
          <span>Image unavailable</span>
        </div>
      ) : src ? (
        <img
          key={src}
          ref={checkComplete}
          className={styles.image({ fit, loaded: status === 'loaded' || sentByServer })}
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onLoad={settle('loaded')}
          onError={settle('error')}
        />
      ) : null}
    </div>
  );
}
