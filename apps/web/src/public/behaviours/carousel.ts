import { CAROUSEL_INTERVAL_MS } from '@staffing/shared/constants';
import {
  CAROUSEL_DOT_ATTRIBUTE,
  CAROUSEL_NEXT_ATTRIBUTE,
  CAROUSEL_PREVIOUS_ATTRIBUTE,
  CAROUSEL_REGION_ATTRIBUTE,
  CAROUSEL_SLIDE_ATTRIBUTE,
  CAROUSEL_TOGGLE_ATTRIBUTE,
  CAROUSEL_TRACK_ATTRIBUTE,
  CAROUSEL_VIEWPORT_ATTRIBUTE,
  CURRENT_ATTRIBUTE,
  PAUSE_LABEL_ATTRIBUTE,
  PLAY_LABEL_ATTRIBUTE,
  PLAYING_ATTRIBUTE,
  REDUCED_MOTION_QUERY,
  SINGLE_SLIDE_QUERY,
  WIDE_SLIDES_PER_VIEW,
} from '@/features/public/marketing/components/autoplay-attributes';

// A horizontal movement shorter than this is a tap (or a wobbly vertical scroll), not a swipe.
const SWIPE_THRESHOLD_PX = 40;

function isKeyboardFocus(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine without :focus-visible: assume the keyboard, the safer side (it pauses).
    return true;
  }
}

// A media query's answer, and a way to hear when it changes (jsdom has no matchMedia: no match).
function watchQuery(query: string, onChange: () => void) {
  const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
  list?.addEventListener('change', onChange);
  return {
    matches: () => list?.matches ?? false,
    stop: () => {
      list?.removeEventListener('change', onChange);
    },
  };
}

// The home page's industries carousel (spec: advances every 6 s, three slides on wide screens
// and one at 768 px and below, pausable), over the markup the server rendered
// (features/public/marketing/components/carousel.tsx). It advances on its own unless the visitor
// paused it, prefers reduced motion (until they press play), has the mouse over it or the
// focus in it; the buttons and a swipe move it too. Returns what stops it (for tests).
export default function startCarousel(
  element: HTMLElement,
  { intervalMs = CAROUSEL_INTERVAL_MS }: { intervalMs?: number } = {},
): () => void {
  const region = element.querySelector<HTMLElement>(`[${CAROUSEL_REGION_ATTRIBUTE}]`);
  const viewport = element.querySelector<HTMLElement>(`[${CAROUSEL_VIEWPORT_ATTRIBUTE}]`);
  const track = element.querySelector<HTMLElement>(`[${CAROUSEL_TRACK_ATTRIBUTE}]`);
  const toggle = element.querySelector<HTMLElement>(`[${CAROUSEL_TOGGLE_ATTRIBUTE}]`);
  if (!region || !viewport || !track || !toggle) return () => undefined;
  return runCarousel(element, { region, viewport, track, toggle }, intervalMs);
}

type Parts = Record<'region' | 'viewport' | 'track' | 'toggle', HTMLElement>;

function runCarousel(
  element: HTMLElement,
  { region, viewport, track, toggle }: Parts,
  intervalMs: number,
): () => void {
  const slides = [...track.querySelectorAll<HTMLElement>(`[${CAROUSEL_SLIDE_ATTRIBUTE}]`)];
  const dots = [...element.querySelectorAll<HTMLElement>(`[${CAROUSEL_DOT_ATTRIBUTE}]`)];

  let requestedStart = 0;
  // null until the visitor presses pause or play: then the visitor's choice wins over the
  // reduced-motion default (which is not to move on its own).
  let userPlaying: boolean | null = null;
  let hovered = false;
  let focusPaused = false;
  let timer: number | undefined;
  // The position the running timer was set for, or null when none runs: a manual move
  // restarts the count, so a slide the visitor just chose always stays for the full interval.
  let timedStart: number | null = null;
  let swipe: { x: number; y: number } | null = null;
  let swiped = false;

  const single = watchQuery(SINGLE_SLIDE_QUERY, update);
  const reducedMotion = watchQuery(REDUCED_MOTION_QUERY, update);

  function layout() {
    const perView = single.matches() ? 1 : Math.min(WIDE_SLIDES_PER_VIEW, slides.length);
    const lastStart = Math.max(0, slides.length - perView);
    // Clamped on read: going from one slide per view to three must not leave a gap at the end.
    return { perView, lastStart, start: Math.min(requestedStart, lastStart) };
  }

  function playing() {
    return userPlaying ?? !reducedMotion.matches();
  }

  function showNext() {
    const { start, lastStart } = layout();
    requestedStart = start >= lastStart ? 0 : start + 1;
    update();
  }

  function showPrevious() {
    const { start, lastStart } = layout();
    requestedStart = start <= 0 ? lastStart : start - 1;
    update();
  }

  function update() {
    const { perView, lastStart, start } = layout();
    const isPlaying = playing();
    const running = isPlaying && !hovered && !focusPaused && lastStart > 0;

    track.style.transform = `translateX(${(-start * 100) / perView}%)`;
    track.setAttribute('aria-live', running ? 'off' : 'polite');
    slides.forEach((slide, index) => {
      slide.toggleAttribute('inert', index < start || index >= start + perView);
    });
    dots.forEach((dot, position) => {
      dot.toggleAttribute(CURRENT_ATTRIBUTE, position === start);
    });
    const label = toggle.getAttribute(isPlaying ? PAUSE_LABEL_ATTRIBUTE : PLAY_LABEL_ATTRIBUTE);
    if (label) toggle.setAttribute('aria-label', label);
    toggle.setAttribute(PLAYING_ATTRIBUTE, String(isPlaying));

    const wanted = running ? start : null;
    if (wanted === timedStart) return;
    window.clearTimeout(timer);
    timedStart = wanted;
    if (running)
      timer = window.setTimeout(() => {
        timedStart = null;
        showNext();
      }, intervalMs);
  }

  const listeners: [EventTarget, string, (event: never) => void, boolean?][] = [
    [
      toggle,
      'click',
      () => {
        userPlaying = !playing();
        update();
      },
    ],
    [
      region,
      'pointerenter',
      (event: PointerEvent) => {
        setHovered(event, true);
      },
    ],
    [
      region,
      'pointerleave',
      (event: PointerEvent) => {
        setHovered(event, false);
      },
    ],
    [
      region,
      'focusin',
      (event: FocusEvent) => {
        // Focus inside the slides always pauses: a slide moving out of view becomes inert,
        // which would drop the focus. Keyboard focus on the controls pauses too; a mouse click
        // on them does not, or pressing "Play" with the mouse would seem to do nothing.
        if (!(event.target instanceof Element)) return;
        focusPaused = viewport.contains(event.target) || isKeyboardFocus(event.target);
        update();
      },
    ],
    [
      region,
      'focusout',
      (event: FocusEvent) => {
        const next = event.relatedTarget;
        if (next instanceof Node && region.contains(next)) return;
        focusPaused = false;
        update();
      },
    ],
    [
      viewport,
      'pointerdown',
      (event: PointerEvent) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        swipe = { x: event.clientX, y: event.clientY };
        swiped = false;
      },
    ],
    [
      viewport,
      'pointerup',
      (event: PointerEvent) => {
        const origin = swipe;
        swipe = null;
        if (!origin) return;
        const dx = event.clientX - origin.x;
        const dy = event.clientY - origin.y;
        if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
        swiped = true;
        if (dx < 0) showNext();
        else showPrevious();
      },
    ],
    [
      viewport,
      'pointercancel',
      () => {
        swipe = null;
      },
    ],
    // A mouse drag over a link would start the browser's link drag instead of a swipe.
    [
      viewport,
      'dragstart',
      (event: DragEvent) => {
        event.preventDefault();
      },
    ],
    [
      viewport,
      'click',
      (event: MouseEvent) => {
        // The click that ends a mouse swipe is not a click on the card under it.
        if (!swiped) return;
        swiped = false;
        event.preventDefault();
        event.stopPropagation();
      },
      true,
    ],
  ];
  const previous = element.querySelector(`[${CAROUSEL_PREVIOUS_ATTRIBUTE}]`);
  const next = element.querySelector(`[${CAROUSEL_NEXT_ATTRIBUTE}]`);
  if (previous) listeners.push([previous, 'click', showPrevious]);
  if (next) listeners.push([next, 'click', showNext]);

  function setHovered(event: PointerEvent, value: boolean) {
    if (event.pointerType !== 'mouse') return;
    hovered = value;
    update();
  }

  for (const [target, type, listener, capture] of listeners)
    target.addEventListener(type, listener as EventListener, capture);
  update();

  return () => {
    window.clearTimeout(timer);
    single.stop();
    reducedMotion.stop();
    for (const [target, type, listener, capture] of listeners)
      target.removeEventListener(type, listener as EventListener, capture);
  };
}
