import { HEADLINE_INTERVAL_MS } from '@staffing/shared/constants';
import {
  CURRENT_ATTRIBUTE,
  HEADLINE_ATTRIBUTE,
  HEADLINE_MESSAGE_ATTRIBUTE,
  HEADLINE_TOGGLE_ATTRIBUTE,
  HEADLINE_TOGGLE_LABEL_ATTRIBUTE,
  PAUSE_LABEL_ATTRIBUTE,
  PLAY_LABEL_ATTRIBUTE,
  PLAYING_ATTRIBUTE,
  REDUCED_MOTION_QUERY,
} from '@/features/public/marketing/components/autoplay-attributes';

// The home page's contact headline (spec: it alternates every 6 s between a job seeker
// message and an employer message), over the markup the server rendered
// (features/public/marketing/components/alternating-headline.tsx): it takes turns unless the visitor
// paused it or prefers reduced motion (until they press play). Returns what stops it (for
// tests).
export default function startAlternatingHeadline(
  element: HTMLElement,
  { intervalMs = HEADLINE_INTERVAL_MS }: { intervalMs?: number } = {},
): () => void {
  const headline = element.querySelector<HTMLElement>(`[${HEADLINE_ATTRIBUTE}]`);
  const toggle = element.querySelector<HTMLElement>(`[${HEADLINE_TOGGLE_ATTRIBUTE}]`);
  const label = toggle?.querySelector(`[${HEADLINE_TOGGLE_LABEL_ATTRIBUTE}]`);
  if (!headline || !toggle || !label) return () => undefined;
  const messages = [...headline.querySelectorAll<HTMLElement>(`[${HEADLINE_MESSAGE_ATTRIBUTE}]`)];
  const reducedMotion =
    typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : undefined;

  let current = 0;
  // null until the visitor presses pause or play: then the visitor's choice wins over the
  // reduced-motion default (which is not to move on its own).
  let userPlaying: boolean | null = null;
  let timer: number | undefined;
  // The message the running timer was set for, or null when none runs.
  let timedMessage: number | null = null;

  const playing = () => userPlaying ?? !(reducedMotion?.matches ?? false);

  function update() {
    const isPlaying = playing();
    const running = isPlaying && messages.length > 1;
    messages.forEach((message, index) => {
      message.toggleAttribute(CURRENT_ATTRIBUTE, index === current);
      if (index === current) message.removeAttribute('aria-hidden');
      else message.setAttribute('aria-hidden', 'true');
    });
    headline?.setAttribute('aria-live', running ? 'off' : 'polite');
    // The names and words in the page's language, as the server wrote them.
    const which = isPlaying ? PAUSE_LABEL_ATTRIBUTE : PLAY_LABEL_ATTRIBUTE;
    const name = toggle?.getAttribute(which);
    const word = label?.getAttribute(which);
    if (name) toggle?.setAttribute('aria-label', name);
    toggle?.setAttribute(PLAYING_ATTRIBUTE, String(isPlaying));
    if (label && word) label.textContent = word;

    const wanted = running ? current : null;
    if (wanted === timedMessage) return;
    window.clearTimeout(timer);
    timedMessage = wanted;
    if (running)
      timer = window.setTimeout(() => {
        timedMessage = null;
        current = (current + 1) % messages.length;
        update();
      }, intervalMs);
  }

  const onToggle = () => {
    userPlaying = !playing();
    update();
  };
  toggle.addEventListener('click', onToggle);
  reducedMotion?.addEventListener('change', update);
  update();

  return () => {
    window.clearTimeout(timer);
    toggle.removeEventListener('click', onToggle);
    reducedMotion?.removeEventListener('change', update);
  };
}
