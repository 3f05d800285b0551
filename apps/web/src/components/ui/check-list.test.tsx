import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckList } from './check-list';

describe('CheckList', () => {
  it('is a list of its points', () => {
    render(<CheckList items={['Nurses', 'Drivers', <strong key="x">Engineers</strong>]} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Nurses', 'Drivers', 'Engineers']);
  });
});
