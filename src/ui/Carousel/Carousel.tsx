import { Children, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { breakpoint } from '../theme/breakpoints';
import * as styles from './Carousel.css';

export interface CarouselProps {
  /** Names the carousel region for screen readers, e.g. "Best sellers". */
  'aria-label': string;
  /** The slides. Alternatively pass them as children: each child becomes one slide. */
  slides?: ReactNode[];
  children?: ReactNode;
  /** Milliseconds between automatic advances; leave out for no autoplay. */
  autoplayDelay?: number;
  /** Wraps around from the last slide to the first (and back). */
  loop?: boolean;
  /** Slides visible at once; fractions show part of the next slide (3.2). */
  slidesPerView?: number;
  /** Gap between slides in px. */
  spaceBetween?: number;
  /** How many slides one step (button, arrow key, autoplay) moves. */
  slidesPerGroup?: number;
  /**
   * Slides in view below the 1200 px desktop, where the window is too narrow for
   * `slidesPerView`: `phone` below 768 px, `tablet` from 768 px. A step then moves one
   * slide. At 1200 px and wider `slidesPerView` and `slidesPerGroup` hold as given.
   */
  compactSlidesPerView?: { phone: number; tablet: number };
  /** Autoplay waits while the mouse is over the carousel. */
  pauseOnHover?: boolean;
  /**
   * Stops autoplay for good once the person swipes or uses the controls. Off by default:
   * the spec's home banner "does not stop on interaction" (it resumes after the move).
   */
  stopOnInteraction?: boolean;
  /** Shows Previous/Next buttons ("Previous slide", "Next slide"). Arrow keys work either way. */
  navigation?: boolean;
  /** Shows a row of bullets, one per slide or group, that jump to it. */
  pagination?: boolean;
  /** Called with the zero-based index of the slide that became the first visible one. */
  onSlideChange?: (index: number) => void;
  className?: string;
}

interface Position {
  isBeginning: boolean;
  isEnd: boolean;
  /** Every slide fits: there is nowhere to move. */
  isLocked: boolean;
}

/**
 * Swiper keeps a slide "animating" until the wrapper fires `transitionend`. Where the page
 * switches CSS transitions off (the visual tests do), that event never comes: swiper would
 * then ignore the next move and autoplay would stall. Finish the transition for it.
 */
function endTransitionIfInstant(swiper: SwiperInstance) {
  requestAnimationFrame(() => {
    if (swiper.destroyed || !swiper.wrapperEl) return;
    if (parseFloat(getComputedStyle(swiper.wrapperEl).transitionDuration) === 0) {
      swiper.wrapperEl.dispatchEvent(new Event('transitionend'));
    }
  });
}

/**
 * A slide carousel (swiper) with optional autoplay, Previous/Next buttons and bullets. When
 * it plays automatically it shows a Pause/Play button (WCAG 2.2.2), and it announces slide
 * changes only while it is not playing by itself.
 */
export function Carousel({
  'aria-label': ariaLabel,
  slides,
  children,
  autoplayDelay,
  loop = false,
  slidesPerView = 1,
  spaceBetween = 0,
  slidesPerGroup = 1,
  compactSlidesPerView,
  pauseOnHover = false,
  stopOnInteraction = false,
  navigation = false,
  pagination = false,
  onSlideChange,
  className,
}: CarouselProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Position>({ isBeginning: true, isEnd: false, isLocked: false });
  const [paused, setPaused] = useState(false);
  const autoplay = autoplayDelay !== undefined;

  const items = slides ?? Children.toArray(children);

  const syncPosition = (swiper: SwiperInstance) => {
    setPosition((current) =>
      current.isBeginning === swiper.isBeginning && current.isEnd === swiper.isEnd && current.isLocked === swiper.isLocked
        ? current
        : { isBeginning: swiper.isBeginning, isEnd: swiper.isEnd, isLocked: swiper.isLocked },
    );
  };

  const showSteps = navigation && !position.isLocked;
  const canGoPrev = loop || !position.isBeginning;
  const canGoNext = loop || !position.isEnd;

  const go = (direction: 'prev' | 'next') => {
    const swiper = swiperRef.current;
    if (!swiper) return;
    if (direction === 'prev') swiper.slidePrev();
    else swiper.slideNext();
    if (loop) return;
    // The button about to be disabled would drop focus to the page; hand it to its partner.
    const reachedEdge = direction === 'prev' ? swiper.isBeginning : swiper.isEnd;
    const stepButton = (side: 'prev' | 'next') => rootRef.current?.querySelector<HTMLElement>(`[data-carousel-step="${side}"]`);
    const pressed = stepButton(direction);
    if (reachedEdge && pressed && pressed === document.activeElement) stepButton(direction === 'prev' ? 'next' : 'prev')?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable="true"]')) return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? 'prev' : 'next');
  };

  const toggleAutoplay = () => {
    const swiper = swiperRef.current;
    if (!swiper) return;
    if (paused) swiper.autoplay.start();
    else swiper.autoplay.stop();
  };

  // Also reached when swiper stops by itself (stopOnInteraction), so Play can restart it.
  const syncAutoplay = (swiper: SwiperInstance) => {
    const running = swiper.autoplay.running;
    setPaused(!running);
    // Slide changes are announced only while nothing moves by itself.
    swiper.wrapperEl?.setAttribute('aria-live', running ? 'off' : 'polite');
  };

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={ariaLabel}
      className={clsx(styles.root, className)}
      onKeyDown={handleKeyDown}
    >
      <Swiper
        className={styles.swiper({ withPagination: pagination })}
        modules={[A11y, ...(autoplay ? [Autoplay] : []), ...(pagination ? [Pagination] : [])]}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        slidesPerGroup={slidesPerGroup}
        breakpoints={
          compactSlidesPerView
            ? {
                0: { slidesPerView: compactSlidesPerView.phone, slidesPerGroup: 1 },
                [breakpoint.tablet]: { slidesPerView: compactSlidesPerView.tablet, slidesPerGroup: 1 },
                [breakpoint.desktop]: { slidesPerView, slidesPerGroup },
              }
            : undefined
        }
        loop={loop}
        autoplay={autoplay ? { delay: autoplayDelay, disableOnInteraction: stopOnInteraction, pauseOnMouseEnter: pauseOnHover } : false}
        pagination={pagination ? { clickable: true } : false}
        a11y={{
          itemRoleDescriptionMessage: 'slide',
          slideLabelMessage: '{{index}} of {{slidesLength}}',
          paginationBulletMessage: 'Go to slide {{index}}',
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          // Through `on`: the React prop of this name is taken by the DOM's transitionstart.
          swiper.on('transitionStart', endTransitionIfInstant);
        }}
        onAfterInit={syncPosition}
        onSlideChange={syncPosition}
        onResize={syncPosition}
        onLock={syncPosition}
        onUnlock={syncPosition}
        onRealIndexChange={(swiper) => onSlideChange?.(swiper.realIndex)}
        onAutoplayStart={syncAutoplay}
        onAutoplayStop={syncAutoplay}
      >
        {autoplay ? (
          <Button slot="container-start" variant="secondary" size="sm" className={styles.rotation} onClick={toggleAutoplay}>
            {paused ? 'Play slideshow' : 'Pause slideshow'}
          </Button>
        ) : null}
        {/* Separate elements, not a fragment: swiper places children by their own `slot` prop. */}
        {showSteps ? (
          <Button
            slot="container-start"
            data-carousel-step="prev"
            variant="icon"
            aria-label="Previous slide"
            className={styles.step({ side: 'prev', withPagination: pagination })}
            disabled={!canGoPrev}
            onClick={() => go('prev')}
          >
            <Icon name="chevronLeft" />
          </Button>
        ) : null}
        {showSteps ? (
          <Button
            slot="container-start"
            data-carousel-step="next"
            variant="icon"
            aria-label="Next slide"
            className={styles.step({ side: 'next', withPagination: pagination })}
            disabled={!canGoNext}
            onClick={() => go('next')}
          >
            <Icon name="chevronRight" />
          </Button>
        ) : null}
        {items.map((slide, index) => (
          <SwiperSlide key={index}>{slide}</SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
