import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDocument } from '@/testing/test-utils';
import { BEHAVIOUR_ATTRIBUTE } from '../island-names';
import startLanguageChoice, { prefersSpanish } from './language-choice';

const stops: (() => void)[] = [];

function start() {
  const element = document.querySelector<HTMLElement>(`[${BEHAVIOUR_ATTRIBUTE}="language-choice"]`);
  if (!element) throw new Error('no language-choice behaviour on the page');
  stops.push(startLanguageChoice(element));
}

function suggestion() {
  return screen.queryByText(/Prefiere leer en español/)?.closest('div');
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
  document.cookie = 'lang=; Max-Age=0; Path=/';
  window.localStorage.clear();
});

describe('the language choice', () => {
  it('reads a browser whose first language is Spanish', () => {
    expect(prefersSpanish(['es-US', 'en'])).toBe(true);
    expect(prefersSpanish(['es'])).toBe(true);
    expect(prefersSpanish(['en-US', 'es'])).toBe(false);
    expect(prefersSpanish(['est'])).toBe(false);
    expect(prefersSpanish([])).toBe(false);
  });

  it('offers the Spanish page to a Spanish browser on an English page, until dismissed', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'es']);
    renderDocument('/find-job?q=nurse');
    await screen.findByRole('heading', { level: 1 });
    expect(suggestion()).not.toBeVisible();
    start();
    expect(suggestion()).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vea esta página en español' })).toHaveAttribute(
      'href',
      '/es/find-job?q=nurse',
    );
    fireEvent.click(screen.getByRole('button', { name: 'No, gracias' }));
    expect(suggestion()).not.toBeVisible();
    expect(window.localStorage.getItem('language-suggestion-dismissed')).toBe('1');
  });

  it('stays away from an English browser and from a person who chose English', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    renderDocument('/');
    await screen.findByRole('heading', { level: 1 });
    start();
    expect(suggestion()).not.toBeVisible();

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es']);
    document.cookie = 'lang=en; Path=/';
    start();
    expect(suggestion()).not.toBeVisible();
  });

  it('remembers the language a person follows a language link to', async () => {
    renderDocument('/about-us');
    await screen.findByRole('heading', { level: 1 });
    start();
    const link = document.querySelector<HTMLAnchorElement>('footer a[hreflang="es"]');
    expect(link).not.toBeNull();
    link?.addEventListener('click', (event) => {
      event.preventDefault();
    });
    if (link) fireEvent.click(link);
    expect(document.cookie).toContain('lang=es');
  });
});
