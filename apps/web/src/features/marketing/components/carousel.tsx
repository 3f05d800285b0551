import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { CAROUSEL_INTERVAL_MS } from '@staffing/shared/constants';
import { cx } from '@/lib/cx';
import { useMediaQuery, usePrefersReducedMotion } from '../hooks/use-media-query';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import { IconButton } from '@/components/ui/icon-button';
import { SectionHeader } from '@/components/ui/section';
import styles from './carousel.module.css';

// Spec section 9: three slides on wide screens, one at 768 px and below (which includes 480).
export const SINGLE_SLIDE_QUERY = '(max-width: 768px)';
const WIDE_SLIDES_PER_VIEW = 3;
// A horizontal movement shorter than this is a tap (or a wobbly vertical scroll), not a swipe.
const SWIPE_THRESHOLD_PX = 40;

export type CarouselSlide = {
  id: string;
  // Names the slide for assistive technology ("Healthcare, 1 of 4").
  label: string;
  content: ReactNode;
};

type CarouselProps = {
  slides: readonly CarouselSlide[];
  // The section heading that names the carousel, drawn beside the controls, with its id.
  title: ReactNode;
  titleId: string;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  intervalMs?: number;
};

function isKeyboardFocus(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine without :focus-visible: assume the keyboard, the safer side (it pauses).
    return true;
  }
}

// The APG carousel pattern without a library: slides move with a CSS transform, the number
// per view comes from the same media query the CSS would use, and slides outside the view
// are inert so keyboard and screen reader users only meet what is on screen.
export function Carousel({
  slides,
  title,
  titleId,
  eyebrow,
  lead,
  intervalMs = CAROUSEL_INTERVAL_MS,
}: CarouselProps) {
  const trackId = useId();
  const single = useMediaQuery(SINGLE_SLIDE_QUERY);
  const reducedMotion = usePrefersReducedMotion();
  const perView = single ? 1 : Math.min(WIDE_SLIDES_PER_VIEW, slides.length);
  const lastStart = Math.max(0, slides.length - perView);

  const [requestedStart, setRequestedStart] = useState(0);
  // Clamped on read: going from one slide per view to three must not leave a gap at the end.
  const start = Math.min(requestedStart, lastStart);

  // null until the visitor presses pause or play: then the visitor's choice wins over the
  // reduced-motion default (which is not to move on its own).
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const playing = userPlaying ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focusPaused, setFocusPaused] = useState(false);
  const running = playing && !hovered && !focusPaused && lastStart > 0;

  const viewportRef = useRef<HTMLDivElement>(null);
  const swipeRef = useRef<{ x: number; y: number } | null>(null);
  const swipedRef = useRef(false);

  const showNext = useCallback(() => {
    setRequestedStart((current) => (Math.min(current, lastStart) >= lastStart ? 0 : current + 1));
  }, [lastStart]);

  const showPrevious = useCallback(() => {
    setRequestedStart((current) => {
      const clamped = Math.min(current, lastStart);
      return clamped <= 0 ? lastStart : clamped - 1;
    });
  }, [lastStart]);

  // One timeout per position rather than an interval: a manual move restarts the count, so
  // a slide the visitor just chose always stays for the full interval.
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(showNext, intervalMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [running, start, intervalMs, showNext]);

  function handleFocus(event: FocusEvent<HTMLDivElement>) {
    // Focus inside the slides always pauses: a slide moving out of view becomes inert, which
    // would drop the focus. Keyboard focus on the controls pauses too; a mouse click on them
    // does not, or pressing "Play" with the mouse would seem to do nothing.
    const inSlides = viewportRef.current?.contains(event.target) ?? false;
    setFocusPaused(inSlides || isKeyboardFocus(event.target));
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocusPaused(false);
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeRef.current = { x: event.clientX, y: event.clientY };
    swipedRef.current = false;
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    const origin = swipeRef.current;
    swipeRef.current = null;
    if (!origin) return;
    const dx = event.clientX - origin.x;
    const dy = event.clientY - origin.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    swipedRef.current = true;
    if (dx < 0) showNext();
    else showPrevious();
  }

  const trackStyle = {
    '--per-view': perView,
    transform: `translateX(${(-start * 100) / perView}%)`,
  } as CSSProperties;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      className={styles.carousel}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setHovered(false);
      }}
      onFocus={handleFocus}
      onBlur={handleBlur}
    >
      <SectionHeader
        title={title}
        titleId={titleId}
        eyebrow={eyebrow}
        lead={lead}
        actions={
          // First in the tab order, as the APG pattern asks: the way to stop the motion is
          // reached before anything that moves.
          <div className={styles.controls}>
            <IconButton
              tone="outlined"
              aria-label={playing ? 'Pause slide show' : 'Play slide show'}
              onClick={() => {
                setUserPlaying(!playing);
              }}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </IconButton>
            <IconButton
              tone="outlined"
              aria-controls={trackId}
              aria-label="Previous slide"
              onClick={showPrevious}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              tone="outlined"
              aria-controls={trackId}
              aria-label="Next slide"
              onClick={showNext}
            >
              <ChevronRightIcon />
            </IconButton>
          </div>
        }
      />

      <div
        ref={viewportRef}
        className={styles.viewport}
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => {
          swipeRef.current = null;
        }}
        // A mouse drag over a link would start the browser's link drag instead of a swipe.
        onDragStart={(event) => {
          event.preventDefault();
        }}
        onClickCapture={(event) => {
          // The click that ends a mouse swipe is not a click on the card under it.
          if (!swipedRef.current) return;
          swipedRef.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          id={trackId}
          className={styles.track}
          style={trackStyle}
          // Announcing every automatic move would talk over whatever the visitor is reading.
          aria-live={running ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => {
            const visible = index >= start && index < start + perView;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slide.label}, ${index + 1} of ${slides.length}`}
                className={styles.slide}
                inert={!visible}
                data-visible={visible}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>

      {lastStart > 0 && (
        <div className={styles.dots} aria-hidden="true">
          {Array.from({ length: lastStart + 1 }, (_, position) => (
            <span
              key={position}
              className={cx(styles.dot, position === start && styles.dotActive)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
