import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_ORDER_MESSAGES } from '@staffing/shared/job-order-constants';
import { jsonResponse, testSiteConfig } from '@/testing/test-data';
import { JobOrderForm } from './job-order-form';

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

const orderCalls = (calls: Call[]) => calls.filter((call) => call.url === '/api/job-orders');

function renderForm(industry: 'Healthcare' | null = null) {
  const result = render(<JobOrderForm industry={industry} phone={testSiteConfig.phone} />);
  return { ...result, user: userEvent.setup() };
}

async function fillRequired(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /position/i }), '  Night Nurse ');
  await user.type(screen.getByRole('spinbutton', { name: /headcount/i }), '3');
  await user.type(screen.getByLabelText(/start date/i), '2026-12-07');
  await user.selectOptions(screen.getByRole('combobox', { name: /assignment type/i }), 'temporary');
  await user.click(screen.getByRole('checkbox', { name: 'Ongoing' }));
  await user.selectOptions(screen.getByRole('combobox', { name: /shift/i }), 'night');
  await user.type(screen.getByRole('textbox', { name: /city/i }), 'Chicago');
  await user.selectOptions(screen.getByRole('combobox', { name: /state/i }), 'IL');
  await user.type(screen.getByRole('textbox', { name: /zip/i }), '60601');
  await user.type(screen.getByRole('textbox', { name: /your name/i }), 'Grace Hopper');
  await user.type(screen.getByRole('textbox', { name: /company/i }), 'Lakeside Clinic');
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'Grace@Lakeside.example');
  await user.type(screen.getByRole('textbox', { name: /phone/i }), '(312) 555-0100');
}

describe('JobOrderForm (the "Request staff" island)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=test-token; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('preselects the industry of the page, and lists all five', () => {
    stubFetch(() => jsonResponse({}));
    renderForm('Healthcare');
    const industry = screen.getByRole('combobox', { name: /industry/i });
    expect(industry).toHaveValue('Healthcare');
    expect(
      within(industry)
        .getAllByRole('option')
        .filter((option) => option.getAttribute('value') !== '')
        .map((option) => option.textContent),
    ).toEqual(['Business', 'Construction', 'Healthcare', 'IT and Tech', 'Drivers']);
  });

  it('names every missing field, focuses the first and sends nothing', async () => {
    const calls = stubFetch(() => jsonResponse({ message: 'ok' }, 201));
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Position is required')).toBeVisible();
    expect(screen.getByText('Choose an industry')).toBeVisible();
    expect(screen.getByText('Choose a shift')).toBeVisible();
    expect(screen.getByText('Use a ZIP code like 60601')).toBeVisible();
    expect(screen.getByText('Company is required')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /position/i })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /company/i })).toHaveAccessibleDescription(
      'Company is required',
    );
    // Optional fields carry no error.
    expect(screen.getByRole('textbox', { name: /licences/i })).not.toHaveAttribute('aria-invalid');
    expect(orderCalls(calls)).toHaveLength(0);
  });

  it('asks for an end date or "Ongoing" on a temporary assignment, and hides both for a direct hire', async () => {
    stubFetch(() => jsonResponse({ message: 'ok' }, 201));
    const { user } = renderForm('Healthcare');
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Ongoing' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(JOB_ORDER_MESSAGES.endDateOrOngoing)).toBeVisible();

    await user.selectOptions(
      screen.getByRole('combobox', { name: /assignment type/i }),
      'direct-hire',
    );
    expect(screen.queryByLabelText(/end date/i)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Ongoing' })).toBeNull();
  });

  it('sends the order as the schema reads it and replaces the form with the receipt', async () => {
    const calls = stubFetch(() => jsonResponse({ message: JOB_ORDER_MESSAGES.received }, 201));
    const { user } = renderForm('Healthcare');
    await fillRequired(user);
    await user.type(screen.getByRole('spinbutton', { name: /^pay from/i }), '42');
    await user.type(screen.getByRole('spinbutton', { name: /^pay to/i }), '55.5');
    await user.selectOptions(screen.getByRole('combobox', { name: /^paid per/i }), 'hour');
    await user.type(screen.getByRole('textbox', { name: /languages/i }), 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const heading = await screen.findByRole('heading', { name: JOB_ORDER_MESSAGES.receivedTitle });
    expect(heading).toHaveFocus();
    expect(screen.getByText(JOB_ORDER_MESSAGES.received)).toBeVisible();
    const [call] = orderCalls(calls);
    expect(call?.init?.method).toBe('POST');
    expect(JSON.parse(call?.init?.body as string)).toEqual({
      position: 'Night Nurse',
      industry: 'Healthcare',
      headcount: 3,
      startDate: '2026-12-07',
      assignmentType: 'temporary',
      ongoing: true,
      shift: 'night',
      payMin: 42,
      payMax: 55.5,
      payPeriod: 'hour',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      languages: 'Spanish',
      contactName: 'Grace Hopper',
      company: 'Lakeside Clinic',
      email: 'grace@lakeside.example',
      phone: '(312) 555-0100',
      website: '',
    });
  });

  it("puts the server's field messages next to their fields and offers the phone", async () => {
    stubFetch(() =>
      jsonResponse(
        { error: 'Use a ZIP code like 60601', fieldErrors: { zip: 'Use a ZIP code like 60601' } },
        400,
      ),
    );
    const { user } = renderForm('Healthcare');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your request could not be sent.');
    expect(within(alert).getByRole('link', { name: testSiteConfig.phone })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /zip/i })).toHaveAccessibleDescription(
      'Use a ZIP code like 60601',
    );
  });
});
