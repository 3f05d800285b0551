import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateIsland } from '@/testing/hydrate-island';
import { renderDocument } from '@/testing/test-utils';
import JobOrderFormIsland from '../islands/job-order-form';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

describe('"Request staff" on /find-talent and its industry pages', () => {
  it.each([
    ['/find-talent', ''],
    ['/find-talent/healthcare', 'Healthcare'],
    ['/find-talent/drivers', 'Drivers'],
  ])(
    '%s holds the form as an island, industry "%s" preselected, beside Contact Us',
    async (path, industry) => {
      const { container } = renderDocument(path);
      const section = await screen.findByRole('region', { name: 'Request staff' });
      const island = section.querySelector('[data-island="job-order-form"]');
      expect(island).not.toBeNull();
      expect(within(section).getByRole('combobox', { name: /industry/i })).toHaveValue(industry);
      expect(within(section).getByRole('button', { name: 'Send request' })).toBeVisible();
      // The spec's Contact Us stays where it was.
      expect(
        screen
          .getAllByRole('link', { name: 'Contact Us' })
          .map((link) => link.getAttribute('href')),
      ).toContain('/contact-us');
      expect(screen.getByRole('link', { name: 'Request staff' })).toHaveAttribute(
        'href',
        '#request-staff',
      );
      // Only this page's own islands: the form is not on other documents.
      expect(container.querySelectorAll('[data-island="job-order-form"]')).toHaveLength(1);
    },
  );

  it('hydrates without a mismatch', async () => {
    const { hydrationErrors, container } = await hydrateIsland(JobOrderFormIsland, {
      industry: 'Healthcare',
      phone: '(312) 555-0100',
    });
    expect(hydrationErrors).toEqual([]);
    expect(container.querySelector('select[name="industry"]')).toHaveValue('Healthcare');
  });

  it('is not on the contact page', async () => {
    const { container } = renderDocument('/contact-us');
    await screen.findByRole('heading', { name: 'Contact Us', level: 1 });
    expect(container.querySelector('[data-island="job-order-form"]')).toBeNull();
  });
});
