import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallToAction } from './call-to-action';

describe('CallToAction', () => {
  it('draws its heading at the asked level with the text and the actions', () => {
    render(
      <section aria-labelledby="cta-title">
        <CallToAction
          titleId="cta-title"
          headingLevel="h3"
          title="Ready to hire?"
          tone="inverse"
          actions={<a href="/contact-us">Contact Us</a>}
        >
          Send us your requirements.
        </CallToAction>
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Ready to hire?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Ready to hire?' })).toBeInTheDocument();
    expect(screen.getByText('Send us your requirements.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });

  it('leaves out the text paragraph when there is none', () => {
    const { container } = render(
      <CallToAction title="Let’s talk" actions={<button type="button">Go</button>} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Let’s talk' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBeNull();
  });
});
