import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_PURPOSES } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { jsonResponse, testSiteConfig } from '@/testing/test-data';
import { renderDocument } from '@/testing/test-utils';
import { ContactForm } from './contact-form';

// The form alone, as its island hydrates it on the contact page.
function renderForm() {
  const result = render(<ContactForm phone={testSiteConfig.phone} headingLevel="h3" />);
  return { ...result, user: userEvent.setup() };
}

type Call = { url: string; init: RequestInit | undefined };

function stubFetch(answer: () => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push({ url, init });
      return Promise.resolve(answer());
    }),
  );
  return calls;
}

function contactCalls(calls: Call[]) {
  return calls.filter((call) => call.url === '/api/email/contact-form');
}

describe('ContactForm', () => {
  beforeEach(() => {
    // The API client only fetches a CSRF token first when it has none.
    document.cookie = 'XSRF-TOKEN=test-token; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers the spec options and requires email, country, purpose and positions', async () => {
    const calls = stubFetch(() => jsonResponse({ message: 'ok' }, 201));
    const { user } = renderForm();

    const country = screen.getByRole('combobox', { name: /country/i });
    const countryOptions = within(country)
      .getAllByRole('option')
      .filter((option) => option.getAttribute('value') !== '')
      .map((option) => option.textContent);
    expect(countryOptions).toEqual(['United States of America']);

    const purpose = screen.getByRole('combobox', { name: /purpose/i });
    const purposeOptions = within(purpose)
      .getAllByRole('option')
      .filter((option) => option.getAttribute('value') !== '')
      .map((option) => option.textContent);
    expect(purposeOptions).toEqual([
      "Interested in the company's Services",
      'Employment Opportunities',
    ]);
    expect(purposeOptions).toEqual([...CONTACT_PURPOSES]);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByText('Choose a country')).toBeVisible();
    expect(screen.getByText('Choose a purpose')).toBeVisible();
    expect(screen.getByText('Positions is required')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveAccessibleDescription(
      'Email is required',
    );
    // Comments are optional: no error for them.
    expect(screen.getByRole('textbox', { name: /comments/i })).not.toHaveAttribute('aria-invalid');
    expect(contactCalls(calls)).toHaveLength(0);
  });

  it('renders the hidden honeypot input named website', () => {
    stubFetch(() => jsonResponse({}));
    const { container } = renderForm();
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    expect(honeypot?.closest('.visually-hidden')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /website/i })).toBeNull();
  });

  it('sends the message without comments and replaces the form with the thank-you text', async () => {
    const calls = stubFetch(() => jsonResponse({ message: MESSAGES.contactThankYouText }, 201));
    const { user } = renderForm();

    await user.type(screen.getByRole('textbox', { name: /email/i }), 'Boss@Example.com');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /country/i }),
      'United States of America',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: /purpose/i }),
      "Interested in the company's Services",
    );
    await user.type(screen.getByRole('textbox', { name: /positions/i }), 'Two welders');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const heading = await screen.findByRole('heading', { name: 'Thank You!' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText('Your email has been sent successfully. We will be in contact soon.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();

    const [call] = contactCalls(calls);
    expect(call?.init?.method).toBe('POST');
    expect(JSON.parse(call?.init?.body as string)).toEqual({
      email: 'boss@example.com',
      country: 'United States of America',
      purpose: "Interested in the company's Services",
      positions: 'Two welders',
      website: '',
    });
  });

  it('shows an error and keeps what was typed when sending fails', async () => {
    const calls = stubFetch(() => jsonResponse({ error: MESSAGES.tooManyRequests }, 429));
    const { user } = renderForm();

    await user.type(screen.getByRole('textbox', { name: /email/i }), 'me@example.com');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /country/i }),
      'United States of America',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: /purpose/i }),
      'Employment Opportunities',
    );
    await user.type(screen.getByRole('textbox', { name: /positions/i }), 'Nurse');
    await user.type(screen.getByRole('textbox', { name: /comments/i }), 'Nights preferred');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message could not be sent.');
    expect(alert).toHaveTextContent(MESSAGES.tooManyRequests);
    // The agency's phone, for those who would rather call.
    expect(within(alert).getByRole('link', { name: '(555) 010-0199' })).toHaveAttribute(
      'href',
      'tel:5550100199',
    );
    expect(screen.queryByText('Thank You!')).toBeNull();
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue('me@example.com');
    expect(screen.getByRole('combobox', { name: /purpose/i })).toHaveValue(
      'Employment Opportunities',
    );
    expect(screen.getByRole('textbox', { name: /positions/i })).toHaveValue('Nurse');
    expect(screen.getByRole('textbox', { name: /comments/i })).toHaveValue('Nights preferred');
    expect(contactCalls(calls)).toHaveLength(1);
  });

  it('puts the server field errors next to the fields', async () => {
    stubFetch(() =>
      jsonResponse(
        { error: MESSAGES.validationFailed, fieldErrors: { positions: 'Positions is too vague' } },
        400,
      ),
    );
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'me@example.com');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /country/i }),
      'United States of America',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: /purpose/i }),
      'Employment Opportunities',
    );
    await user.type(screen.getByRole('textbox', { name: /positions/i }), 'x');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Positions is too vague')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /positions/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('/contact-us', () => {
  it('renders the form on the server beside the phone information, from the site config', async () => {
    renderDocument('/contact-us');
    const main = within(await screen.findByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    const island = document.querySelector('[data-island="contact-form"]');
    expect(island?.getAttribute('data-island-props')).toBe(
      JSON.stringify({ phone: testSiteConfig.phone, headingLevel: 'h3' }),
    );
    // The phone information stays on the page, outside the footer.
    expect(main.getAllByRole('link', { name: '(555) 010-0199' })[0]).toHaveAttribute(
      'href',
      'tel:5550100199',
    );
    expect(main.getByText('9AM–5PM Central Time')).toBeInTheDocument();
    expect(main.getByText('1 Test Plaza, Springfield, IL 62701')).toBeInTheDocument();
  });
});
