import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDocument } from '@/testing/test-utils';

// The marketing documents as the server renders them, in jsdom where matchMedia does not
// exist: the home page's carousel and headline are drawn whole for their behaviours.
afterEach(() => {
  window.sessionStorage.clear();
});

describe('public marketing pages', () => {
  it('home: hero calls to action, the carousel and the contact prompt', async () => {
    renderDocument('/');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Connecting great people with great employers',
      }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Find a Job' })).toHaveAttribute('href', '/find-job');
    expect(main.getByRole('link', { name: 'Find Talent' })).toHaveAttribute('href', '/find-talent');
    expect(main.getAllByText(/over 200 million/).length).toBeGreaterThan(0);

    const carousel = screen.getByRole('region', { name: 'Industries we staff' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(carousel.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(4);
    expect(within(carousel).getByRole('button', { name: 'Pause slide show' })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: /next job/ })).toHaveAttribute(
      'aria-live',
      'off',
    );
    expect(main.getByRole('button', { name: 'Pause changing headline' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: /^Contact Us/ })).toHaveAttribute('href', '/contact-us');
    // Plain scripts move them: nothing in the page's own content needs React.
    expect(
      [...document.querySelectorAll('main [data-behaviour]')].map((element) =>
        element.getAttribute('data-behaviour'),
      ),
    ).toEqual(['carousel', 'alternating-headline']);
    expect(document.querySelector('main [data-island]')).toBeNull();
  });

  it.each([
    ['construction', 'Construction Staffing'],
    ['healthcare', 'Healthcare Staffing'],
    ['it-tech', 'IT and Tech Staffing'],
    ['business', 'Business Staffing'],
    ['drivers', 'Drivers Staffing'],
  ])('/find-talent/%s has employer copy and Contact Us', async (slug, title) => {
    renderDocument(`/find-talent/${slug}`);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Roles we fill' })).toBeInTheDocument();
    const contact = within(screen.getByRole('main')).getAllByRole('link', { name: 'Contact Us' });
    for (const link of contact) expect(link).toHaveAttribute('href', '/contact-us');
  });

  it('/find-talent/unknown is the 404 page', async () => {
    renderDocument('/find-talent/astronauts');
    expect(
      await screen.findByText('Page not found. Please check the URL and try again.'),
    ).toBeInTheDocument();
  });

  it('/industries shows the four industry cards', async () => {
    renderDocument('/industries');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Industries' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('article')).toHaveLength(4);
  });

  it('/about-us names the agency', async () => {
    renderDocument('/about-us');

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText(/Test Staffing is a staffing agency/)).toBeInTheDocument();
  });
});
