import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Section, SectionHeader } from './section';

describe('Section', () => {
  it('is a region named by its title, with eyebrow, lead and actions', () => {
    render(
      <Section
        title="Open positions"
        titleId="openings"
        eyebrow="Careers"
        lead="Two roles on our own team."
        actions={<a href="/find-job">Find a Job</a>}
      >
        <p>List</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Open positions' });
    expect(screen.getByRole('heading', { level: 2, name: 'Open positions' })).toHaveAttribute(
      'id',
      'openings',
    );
    expect(region).toHaveTextContent('Careers');
    expect(region).toHaveTextContent('Two roles on our own team.');
    expect(screen.getByRole('link', { name: 'Find a Job' })).toBeInTheDocument();
  });

  it('generates a heading id when none is given', () => {
    render(<Section title="Why join us" headingLevel="h3" />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Why join us' });
    expect(heading.id).not.toBe('');
    expect(screen.getByRole('region', { name: 'Why join us' })).toBeInTheDocument();
  });

  it('keeps an explicit aria-labelledby when the heading is in its children', () => {
    render(
      <Section aria-labelledby="own" tone="muted">
        <h2 id="own">Own heading</h2>
      </Section>,
    );
    expect(screen.getByRole('region', { name: 'Own heading' })).toBeInTheDocument();
  });

  it('has a header that can stand alone', () => {
    render(<SectionHeader title="Recent activity" headingLevel="h3" lead="Last 7 days" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Recent activity' })).toBeInTheDocument();
    expect(screen.getByText('Last 7 days')).toBeInTheDocument();
  });
});
