import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADLINE_INTERVAL_MS } from '@staffing/shared/constants';
import { CONTACT_HEADLINES } from '../data/home-content';
import { REDUCED_MOTION_QUERY } from '../hooks/use-media-query';
import { stubMatchMedia } from '../testing/match-media';
import { AlternatingHeadline } from './alternating-headline';

const [JOB_SEEKER = '', EMPLOYER = ''] = CONTACT_HEADLINES.map((message) => message.text);

function headline() {
  return screen.getByRole('heading', { level: 2 });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AlternatingHeadline', () => {
  it('takes turns between the job seeker and the employer message every 6,000 ms', () => {
    stubMatchMedia();
    render(<AlternatingHeadline messages={CONTACT_HEADLINES} />);

    expect(headline()).toHaveAccessibleName(JOB_SEEKER);
    advance(HEADLINE_INTERVAL_MS - 1);
    expect(headline()).toHaveAccessibleName(JOB_SEEKER);
    advance(1);
    expect(headline()).toHaveAccessibleName(EMPLOYER);
    advance(HEADLINE_INTERVAL_MS);
    expect(headline()).toHaveAccessibleName(JOB_SEEKER);
  });

  it('keeps its height: every message stays in the page, the inactive one hidden', () => {
    stubMatchMedia();
    render(<AlternatingHeadline messages={CONTACT_HEADLINES} />);

    expect(screen.getByText(EMPLOYER)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(JOB_SEEKER)).not.toHaveAttribute('aria-hidden');
  });

  it('stops when paused, and is only a live region then', () => {
    stubMatchMedia();
    render(<AlternatingHeadline messages={CONTACT_HEADLINES} />);
    expect(headline()).toHaveAttribute('aria-live', 'off');

    fireEvent.click(screen.getByRole('button', { name: 'Pause changing headline' }));
    advance(HEADLINE_INTERVAL_MS * 3);
    expect(headline()).toHaveAccessibleName(JOB_SEEKER);
    expect(headline()).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Play changing headline' }));
    advance(HEADLINE_INTERVAL_MS);
    expect(headline()).toHaveAccessibleName(EMPLOYER);
  });

  it('stays still under reduced motion', () => {
    stubMatchMedia({ [REDUCED_MOTION_QUERY]: true });
    render(<AlternatingHeadline messages={CONTACT_HEADLINES} />);

    advance(HEADLINE_INTERVAL_MS * 3);
    expect(headline()).toHaveAccessibleName(JOB_SEEKER);
    expect(screen.getByRole('button', { name: 'Play changing headline' })).toBeInTheDocument();
  });
});
