import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SCREENING_MESSAGES,
  type OpeningQuestions as OpeningQuestionsAnswer,
} from '@staffing/shared/screening-schemas';
import { jsonResponse, testAdmin } from '@/testing/test-data';
import { renderWithProviders } from '@/testing/test-utils';
import { OpeningQuestions } from './opening-questions';

type Call = { method: string; url: string; body: unknown };

function stubApi(put: (body: { screeningQuestions: unknown[] }) => Response) {
  const calls: Call[] = [];
  const stored: Record<string, OpeningQuestionsAnswer> = {
    'sales-rep': {
      kind: 'sales-rep',
      updatedAt: '2026-11-20T10:00:00.000Z',
      screeningQuestions: [
        {
          id: 'travel',
          kind: 'yes-no',
          label: 'Can you travel?',
          required: true,
          knockOut: ['no'],
        },
      ],
    },
    internship: { kind: 'internship', updatedAt: null, screeningQuestions: [] },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const kind = /\/api\/admin\/openings\/([^/]+)\/questions$/.exec(url)?.[1] ?? '';
      if (method === 'GET' && stored[kind]) return Promise.resolve(jsonResponse(stored[kind]));
      if (method === 'PUT') return Promise.resolve(put(body as { screeningQuestions: unknown[] }));
      return Promise.resolve(jsonResponse({ error: 'No such API endpoint.' }, 404));
    }),
  );
  return calls;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OpeningQuestions', () => {
  it("starts from each opening's stored questions and saves a change", async () => {
    const calls = stubApi((body) =>
      jsonResponse({
        kind: 'internship',
        updatedAt: '2026-11-25T10:00:00.000Z',
        screeningQuestions: body.screeningQuestions,
      }),
    );
    const { user } = renderWithProviders(<OpeningQuestions />, { user: testAdmin });

    const sales = await screen.findByRole('form', { name: 'Questions for Sales Representative' });
    expect(await within(sales).findByDisplayValue('Can you travel?')).toBeInTheDocument();
    const internship = screen.getByRole('form', {
      name: 'Questions for Project Manager Internship',
    });
    expect(within(internship).getByText(/No questions/)).toBeInTheDocument();

    await user.click(within(internship).getByRole('button', { name: 'Add a question' }));
    await user.type(within(internship).getByLabelText(/Question asked/), 'Are you enrolled?');
    await user.click(within(internship).getByRole('button', { name: /Save questions/ }));

    expect(
      await screen.findByText(
        'Saved. The Project Manager Internship apply form asks this question now.',
      ),
    ).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/admin/openings/internship/questions');
    expect(put?.body).toEqual({
      screeningQuestions: [
        expect.objectContaining({ kind: 'yes-no', label: 'Are you enrolled?', required: true }),
      ],
    });
  });

  it("puts the server's messages next to the question they name", async () => {
    stubApi(() =>
      jsonResponse(
        {
          error: SCREENING_MESSAGES.labelTooLong,
          fieldErrors: { 'screeningQuestions.0.label': SCREENING_MESSAGES.labelTooLong },
        },
        400,
      ),
    );
    const { user } = renderWithProviders(<OpeningQuestions />, { user: testAdmin });
    const sales = await screen.findByRole('form', { name: 'Questions for Sales Representative' });
    await within(sales).findByDisplayValue('Can you travel?');
    await user.click(within(sales).getByRole('button', { name: /Save questions/ }));

    const label = within(sales).getByLabelText(/Question asked/);
    expect(await within(sales).findByText(SCREENING_MESSAGES.labelTooLong)).toBeInTheDocument();
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText(/The questions could not be saved/)).toBeInTheDocument();
  });
});
