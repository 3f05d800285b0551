import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateIsland } from '@/testing/hydrate-island';
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

// On a public page ShareJob is an island: the server's HTML, hydrated with the same props.
function renderShareJob() {
  return hydrateIsland(ShareJob, { url, title: 'Welder' });
}

describe('ShareJob', () => {
  it('hydrates the server HTML as is', async () => {
    const { container, serverHtml, hydrationErrors } = await renderShareJob();
    expect(hydrationErrors).toEqual([]);
    expect(container.innerHTML).toBe(serverHtml);
  });

  it('copies the link and says so', async () => {
    const { user } = await renderShareJob();
    const share = screen.getByRole('region', { name: 'Share this job' });
    await user.click(within(share).getByRole('button', { name: 'Copy link' }));

    expect(await within(share).findByRole('status')).toHaveTextContent(/^Link copied$/);
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(within(share).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers the link selected in a read-only field when the clipboard refuses', async () => {
    const { user } = await renderShareJob();
    const share = screen.getByRole('region', { name: 'Share this job' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );

    await user.click(within(share).getByRole('button', { name: 'Copy link' }));

    const field = await within(share).findByRole('textbox', { name: 'Link to this job' });
    expect(field).toHaveValue(url);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    const input = field as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, url.length]);
    expect(within(share).getByRole('status')).toHaveTextContent(/copy the selected link/);
  });

  it('falls back to a selected, read-only link where there is no clipboard at all', async () => {
    const { user } = await renderShareJob();
    removeClipboard();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    const field = screen.getByRole('textbox', { name: 'Link to this job' });
    expect(field).toHaveValue(url);
    expect(field).toHaveFocus();
    expect(screen.getByRole('status')).not.toHaveTextContent('Link copied');
  });

  it('keeps an empty status region in the page so the confirmation is announced', async () => {
    await renderShareJob();
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
