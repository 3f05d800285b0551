import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS } from '@staffing/shared/constants';
import {
  REDUCED_MOTION_QUERY,
  SINGLE_SLIDE_QUERY,
} from '@/features/public/marketing/components/autoplay-attributes';
import { Carousel, type CarouselSlide } from '@/features/public/marketing/components/carousel';
import { stubMatchMedia } from '@/features/public/marketing/testing/match-media';
import startCarousel from './carousel';

const SLIDES: CarouselSlide[] = ['Healthcare', 'Construction', 'Technology', 'Drivers'].map(
  (label) => ({ id: label, label, content: <a href={`#${label}`}>{label} card</a> }),
);

const stops: (() => void)[] = [];

// The carousel as the server renders it, then its script started on it.
function renderCarousel() {
  const { container } = render(
    <Carousel titleId="carousel-heading" title="Industries we staff" slides={SLIDES} />,
  );
  stops.push(startCarousel(container));
  return container;
}

// The labels of the slides in view (the others are inert).
function visibleSlides() {
  return Array.from(document.querySelectorAll('[aria-roledescription="slide"]'))
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label'));
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function track() {
  return document.querySelector<HTMLElement>('[aria-live]');
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('carousel behaviour', () => {
  it('is a labelled carousel region of labelled slides, whole before its script runs', () => {
    stubMatchMedia();
    render(<Carousel titleId="carousel-heading" title="Industries we staff" slides={SLIDES} />);

    const region = screen.getByRole('region', { name: 'Industries we staff' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    // Before its script runs (or where none runs) no slide is inert: the stylesheet then
    // lays every one out, and the script makes those out of view inert as it starts.
    expect(visibleSlides()).toEqual([
      'Healthcare, 1 of 4',
      'Construction, 2 of 4',
      'Technology, 3 of 4',
      'Drivers, 4 of 4',
    ]);
    expect(screen.getByRole('link', { name: 'Drivers card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause slide show' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause slide show' }).parentElement).toHaveClass(
      'needs-script',
    );
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveAttribute(
      'aria-controls',
      track()?.id,
    );
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(track()).toHaveAttribute('aria-live', 'off');
  });

  it('shows three slides on wide screens and advances one every 6,000 ms', () => {
    stubMatchMedia();
    renderCarousel();

    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(visibleSlides()[0]).toBe('Healthcare, 1 of 4');
    advance(1);
    expect(visibleSlides()).toEqual([
      'Construction, 2 of 4',
      'Technology, 3 of 4',
      'Drivers, 4 of 4',
    ]);
    expect(track()?.style.transform).toBe(`translateX(${-100 / 3}%)`);
    // The last card is in view: the next step starts over.
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()[0]).toBe('Healthcare, 1 of 4');
  });

  it('shows one slide at 768 px and below and steps through all four', () => {
    stubMatchMedia({ [SINGLE_SLIDE_QUERY]: true });
    renderCarousel();

    expect(visibleSlides()).toEqual(['Healthcare, 1 of 4']);
    for (const [step, expected] of ['Construction', 'Technology', 'Drivers'].entries()) {
      advance(CAROUSEL_INTERVAL_MS);
      expect(visibleSlides()).toEqual([`${expected}, ${step + 2} of 4`]);
      expect(track()?.style.transform).toBe(`translateX(-${(step + 1) * 100}%)`);
    }
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()).toEqual(['Healthcare, 1 of 4']);
  });

  it('marks the dot of the place in view', () => {
    stubMatchMedia({ [SINGLE_SLIDE_QUERY]: true });
    const container = renderCarousel();
    const current = () =>
      [...container.querySelectorAll('[data-carousel-dot]')].findIndex((dot) =>
        dot.hasAttribute('data-current'),
      );

    expect(current()).toBe(0);
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(current()).toBe(2);
  });

  it('follows the window from three slides to one when it narrows', () => {
    const media = stubMatchMedia();
    renderCarousel();
    expect(visibleSlides()).toHaveLength(3);

    act(() => {
      media.set(SINGLE_SLIDE_QUERY, true);
    });
    expect(visibleSlides()).toEqual(['Healthcare, 1 of 4']);
  });

  it('stops when paused and starts again on play', () => {
    stubMatchMedia();
    renderCarousel();

    fireEvent.click(screen.getByRole('button', { name: 'Pause slide show' }));
    advance(CAROUSEL_INTERVAL_MS * 3);
    expect(visibleSlides()[0]).toBe('Healthcare, 1 of 4');

    const play = screen.getByRole('button', { name: 'Play slide show' });
    expect(play).toHaveAttribute('data-playing', 'false');
    fireEvent.click(play);
    expect(play).toHaveAccessibleName('Pause slide show');
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()[0]).toBe('Construction, 2 of 4');
  });

  it('does not move on its own under reduced motion, until play is pressed', () => {
    stubMatchMedia({ [REDUCED_MOTION_QUERY]: true });
    renderCarousel();

    advance(CAROUSEL_INTERVAL_MS * 3);
    expect(visibleSlides()[0]).toBe('Healthcare, 1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Play slide show' }));
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()[0]).toBe('Construction, 2 of 4');
  });

  it('pauses while the mouse is over it', () => {
    stubMatchMedia();
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Industries we staff' });

    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlides()[0]).toBe('Healthcare, 1 of 4');

    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()[0]).toBe('Construction, 2 of 4');
  });

  it('pauses while a slide has focus', () => {
    stubMatchMedia();
    renderCarousel();

    act(() => {
      screen.getByRole('link', { name: 'Healthcare card' }).focus();
    });
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlides()[0]).toBe('Healthcare, 1 of 4');

    act(() => {
      screen.getByRole('link', { name: 'Healthcare card' }).blur();
    });
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()[0]).toBe('Construction, 2 of 4');
  });

  it('moves with the previous and next buttons, wrapping at both ends', () => {
    stubMatchMedia({ [SINGLE_SLIDE_QUERY]: true });
    renderCarousel();

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlides()).toEqual(['Drivers, 4 of 4']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlides()).toEqual(['Healthcare, 1 of 4']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlides()).toEqual(['Construction, 2 of 4']);
  });

  it('restarts the 6,000 ms count after a manual move', () => {
    stubMatchMedia({ [SINGLE_SLIDE_QUERY]: true });
    renderCarousel();

    advance(CAROUSEL_INTERVAL_MS - 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(visibleSlides()).toEqual(['Construction, 2 of 4']);
    advance(1);
    expect(visibleSlides()).toEqual(['Technology, 3 of 4']);
  });

  it('follows a swipe, and the click that ends a mouse swipe follows no link', () => {
    stubMatchMedia({ [SINGLE_SLIDE_QUERY]: true });
    renderCarousel();
    const card = screen.getByRole('link', { name: 'Healthcare card' });

    fireEvent.pointerDown(card, { pointerType: 'touch', clientX: 300, clientY: 100 });
    fireEvent.pointerUp(card, { pointerType: 'touch', clientX: 120, clientY: 110 });
    expect(visibleSlides()).toEqual(['Construction, 2 of 4']);

    const next = screen.getByRole('link', { name: 'Construction card' });
    fireEvent.pointerDown(next, { pointerType: 'mouse', button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(next, { pointerType: 'mouse', button: 0, clientX: 300, clientY: 100 });
    expect(visibleSlides()).toEqual(['Healthcare, 1 of 4']);
    expect(fireEvent.click(next)).toBe(false);

    // A tap is not a swipe.
    fireEvent.pointerDown(card, { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(card, { pointerType: 'touch', clientX: 110, clientY: 100 });
    expect(visibleSlides()).toEqual(['Healthcare, 1 of 4']);
    expect(fireEvent.click(card)).toBe(true);
  });

  it('announces slides only when it is not moving on its own', () => {
    stubMatchMedia();
    renderCarousel();

    expect(track()).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slide show' }));
    expect(track()).toHaveAttribute('aria-live', 'polite');
  });
});
