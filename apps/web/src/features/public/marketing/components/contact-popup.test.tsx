import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_POPUP_DELAY_MS } from '@staffing/shared/constants';
import { renderWithProviders } from '@/testing/test-utils';
import {
  CONTACT_POPUP_DISMISSED_KEY,
  FIELD_SETTLE_MS,
  isPopupExcludedPath,
} from '../utils/contact-popup-rules';
import { ContactPopup } from './contact-popup';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function popup() {
  return screen.queryByRole('dialog', { name: 'Hiring or looking for work?' });
}

function renderPopup(path = '/') {
  return renderWithProviders(
    <>
      <main id="main" tabIndex={-1}>
        <label htmlFor="name">Name</label>
        <input id="name" />
      </main>
      <ContactPopup pathname={path} />
    </>,
    { path },
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ContactPopup', () => {
  it('slides up 6,000 ms into the visit without taking the focus', () => {
    renderPopup();

    advance(CONTACT_POPUP_DELAY_MS - 1);
    expect(popup()).not.toBeInTheDocument();
    advance(1);

    const dialog = popup();
    expect(dialog).toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(dialog?.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('link', { name: 'Get in Touch!' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  it('stays closed for the rest of the visit once closed', () => {
    const first = renderPopup();
    advance(CONTACT_POPUP_DELAY_MS);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(popup()).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(CONTACT_POPUP_DISMISSED_KEY)).toBe('true');
    first.unmount();

    // A new page load in the same tab.
    renderPopup();
    advance(CONTACT_POPUP_DELAY_MS * 3);
    expect(popup()).not.toBeInTheDocument();
  });

  it('closes with Esc', () => {
    renderPopup();
    advance(CONTACT_POPUP_DELAY_MS);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(popup()).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(CONTACT_POPUP_DISMISSED_KEY)).toBe('true');
  });

  it('moves the focus to the page when it closes with the focus inside it', () => {
    renderPopup();
    advance(CONTACT_POPUP_DELAY_MS);
    const close = screen.getByRole('button', { name: 'Close' });

    act(() => {
      close.focus();
    });
    fireEvent.click(close);
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('goes to /contact-us with "Get in Touch!" and does not come back', () => {
    renderPopup();
    advance(CONTACT_POPUP_DELAY_MS);

    const link = screen.getByRole('link', { name: 'Get in Touch!' });
    expect(link).toHaveAttribute('href', '/contact-us');
    fireEvent.click(link);
    expect(window.sessionStorage.getItem(CONTACT_POPUP_DISMISSED_KEY)).toBe('true');
    expect(popup()).not.toBeInTheDocument();
  });

  it('waits while the visitor is typing in a field, then shows after they leave it', () => {
    renderPopup();
    const input = screen.getByRole('textbox', { name: 'Name' });

    act(() => {
      input.focus();
    });
    advance(CONTACT_POPUP_DELAY_MS * 2);
    expect(popup()).not.toBeInTheDocument();

    act(() => {
      input.blur();
    });
    advance(FIELD_SETTLE_MS - 1);
    expect(popup()).not.toBeInTheDocument();
    advance(1);
    expect(popup()).toBeInTheDocument();

    // Back in the field: out of the way again, without counting as closed.
    act(() => {
      input.focus();
    });
    expect(popup()).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(CONTACT_POPUP_DISMISSED_KEY)).toBeNull();
  });

  it.each(['/contact-us', '/admin', '/admin/all-jobs', '/edit-job/42'])(
    'never appears on %s',
    (path) => {
      renderPopup(path);
      advance(CONTACT_POPUP_DELAY_MS * 2);
      expect(popup()).not.toBeInTheDocument();
    },
  );

  it('knows which pages are excluded', () => {
    expect(isPopupExcludedPath('/contact-us')).toBe(true);
    expect(isPopupExcludedPath('/admin/post-job')).toBe(true);
    expect(isPopupExcludedPath('/edit-job/1')).toBe(true);
    expect(isPopupExcludedPath('/')).toBe(false);
    expect(isPopupExcludedPath('/careers')).toBe(false);
  });
});
