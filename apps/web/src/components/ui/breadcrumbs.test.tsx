import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs';

describe('Breadcrumbs', () => {
  it('links every step but the last, which is the current page', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Orders', to: '/admin/orders' },
          { label: 'Forklift operator', to: '/admin/orders/7' },
        ]}
      />,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(trail).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(within(items[1]!).getByText('Forklift operator')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
