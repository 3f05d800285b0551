import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ShareJob, shareByEmailHref } from './share-job';

const url = 'https://jobs.example.com/jobs/00000000-0000-4000-8000-000000000001';

let restoreClipboard: (() => void) | undefined;
afterEach(() => {
  restoreClipboard?.();
  restoreClipboard = undefined;
});

// Outside a secure context (plain http on a LAN address) browsers leave navigator.clipboard
// out entirely.
function removeClipboard() {
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  restoreClipboard = () => {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}

describe('ShareJob', () => {
  it('falls back to a selected, read-only link where there is no clipboard at all', async () => {
    const { user } = renderWithProviders(<ShareJob url={url} title="Welder" />);
    removeClipboard();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    const field = screen.getByRole('textbox', { name: 'Link to this job' });
    expect(field).toHaveValue(url);
    expect(field).toHaveFocus();
    expect(screen.getByRole('status')).not.toHaveTextContent('Link copied');
  });

  it('keeps an empty status region in the page so the confirmation is announced', () => {
    renderWithProviders(<ShareJob url={url} title="Welder" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('region', { name: 'Share this job' })).toBeInTheDocument();
  });

  it('builds a mailto link whose subject and body survive any title', () => {
    const href = shareByEmailHref('Rock & Roll? 100% #1', url);
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Rock & Roll? 100% #1');
    expect(params.get('body')).toBe(`Rock & Roll? 100% #1\r\n${url}`);
    expect(href).toContain(encodeURIComponent(url));
  });
});
