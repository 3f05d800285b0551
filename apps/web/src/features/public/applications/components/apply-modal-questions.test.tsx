import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import { SCREENING_MESSAGES, type ScreeningQuestion } from '@staffing/shared/screening-schemas';
import { jsonResponse } from '@/testing/test-data';
import { ApplyModal, type ApplyTarget } from './apply-modal';

const JOB: ApplyTarget = {
  kind: 'job',
  jobId: '11111111-2222-4333-8444-555555555555',
  jobTitle: 'Truck Driver',
};

const QUESTIONS: ScreeningQuestion[] = [
  {
    id: 'cdl',
    kind: 'yes-no',
    label: 'Do you hold a CDL-A licence?',
    required: true,
    knockOut: ['no'],
  },
  {
    id: 'shift',
    kind: 'choice',
    label: 'Which shift suits you?',
    required: false,
    choices: ['Days', 'Nights', 'Weekends'],
  },
  { id: 'years', kind: 'number', label: 'Years of driving', required: true, knockOut: { min: 2 } },
  { id: 'notes', kind: 'text', label: 'Anything else?', required: false },
];

type Call = { url: string; init: RequestInit | undefined };

function stubFetch(answer: () => Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: typeof input === 'string' ? input : 'unexpected', init });
      return answer();
    }),
  );
  return calls;
}

function renderModal(props: Partial<Parameters<typeof ApplyModal>[0]> = {}) {
  const user = userEvent.setup({ applyAccept: false });
  // Alone, without a router or a query cache: it runs in a public page's island.
  render(
    <ApplyModal open onClose={() => undefined} target={JOB} questions={QUESTIONS} {...props} />,
  );
  return { user };
}

async function fillSpecFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ann');
  await user.type(screen.getByLabelText('Last name'), 'Smith');
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.upload(
    screen.getByLabelText('Resume'),
    new File(['%PDF-1.4\n%%EOF'], 'resume.pdf', { type: 'application/pdf' }),
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApplyModal: screening questions', () => {
  it('asks them below the spec fields, radio groups named by their legend, required marked', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Apply for Truck Driver' });
    // The spec's fields and texts stay as they were.
    expect(
      within(dialog).getByText(
        'All fields are required. Attach your resume as a PDF or Word document.',
      ),
    ).toBeInTheDocument();
    const section = within(dialog).getByRole('region', { name: 'A few questions' });
    const resume = within(dialog).getByLabelText('Resume');
    expect(resume.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const cdl = within(section).getByRole('radiogroup', { name: /Do you hold a CDL-A licence\?/ });
    expect(cdl.tagName).toBe('FIELDSET');
    expect(cdl).toHaveAttribute('aria-required', 'true');
    expect(
      within(cdl)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['yes', 'no']);
    expect(within(cdl).getByRole('radio', { name: 'No' })).toBeInTheDocument();

    const shift = within(section).getByRole('radiogroup', { name: /Which shift suits you\?/ });
    expect(shift).not.toHaveAttribute('aria-required');
    expect(shift).toHaveTextContent('(optional)');
    expect(within(shift).getAllByRole('radio')).toHaveLength(3);

    expect(within(section).getByRole('textbox', { name: /Years of driving/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(within(section).getByRole('textbox', { name: /Anything else\?/ })).toHaveAttribute(
      'maxlength',
      '500',
    );
  });

  it('checks the answers in the browser with the shared messages, linked to each question', async () => {
    const calls = stubFetch(() => Promise.resolve(jsonResponse({ message: 'ok' }, 201)));
    const { user } = renderModal();
    await fillSpecFields(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const cdl = screen.getByRole('radiogroup', { name: /CDL-A/ });
    expect(await within(cdl).findByText(SCREENING_MESSAGES.answerRequired)).toBeInTheDocument();
    expect(cdl).toHaveAttribute('aria-invalid', 'true');
    expect(cdl).toHaveAccessibleDescription(SCREENING_MESSAGES.answerRequired);
    const years = screen.getByRole('textbox', { name: /Years of driving/ });
    expect(years).toHaveAttribute('aria-invalid', 'true');
    expect(years).toHaveAccessibleDescription(SCREENING_MESSAGES.answerRequired);
    // Optional questions may stay empty.
    expect(screen.getByRole('radiogroup', { name: /Which shift/ })).not.toHaveAttribute(
      'aria-invalid',
    );

    await user.type(years, 'many');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(SCREENING_MESSAGES.answerNumber)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the answers as one JSON field, numbers as numbers, knock-outs included', async () => {
    const calls = stubFetch(() =>
      Promise.resolve(jsonResponse({ message: MESSAGES.applicationReceived }, 201)),
    );
    const { user } = renderModal();
    await fillSpecFields(user);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'Nights' }));
    await user.type(screen.getByRole('textbox', { name: /Years of driving/ }), '1.5');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText(MESSAGES.applySuccessTitle)).toBeInTheDocument();
    const form = calls[0]?.init?.body as FormData;
    expect(JSON.parse(form.get('answers') as string)).toEqual({
      cdl: 'no',
      shift: 'Nights',
      years: 1.5,
    });
  });

  it("shows the server's message for a question next to it", async () => {
    stubFetch(() =>
      Promise.resolve(
        jsonResponse(
          {
            error: `Which shift suits you?: ${SCREENING_MESSAGES.answerChoice}`,
            fieldErrors: { 'answers.shift': SCREENING_MESSAGES.answerChoice },
          },
          400,
        ),
      ),
    );
    const { user } = renderModal();
    await fillSpecFields(user);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: /Years of driving/ }), '4');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.applyFailed);
    const shift = screen.getByRole('radiogroup', { name: /Which shift/ });
    expect(shift).toHaveAttribute('aria-invalid', 'true');
    expect(shift).toHaveAccessibleDescription(SCREENING_MESSAGES.answerChoice);
  });

  it('sends no answers field when nothing is asked', async () => {
    const calls = stubFetch(() => Promise.resolve(jsonResponse({ message: 'ok' }, 201)));
    const { user } = renderModal({ questions: [] });
    expect(screen.queryByRole('region', { name: 'A few questions' })).not.toBeInTheDocument();
    await fillSpecFields(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByText(MESSAGES.applySuccessTitle);
    expect((calls[0]?.init?.body as FormData).has('answers')).toBe(false);
  });

  it("waits for an opening's questions before sending", async () => {
    const calls = stubFetch(() => Promise.resolve(jsonResponse({ message: 'ok' }, 201)));
    const { user } = renderModal({
      target: { kind: 'sales-rep' },
      questions: undefined,
      questionsLoading: true,
    });
    expect(screen.getByText('Loading the questions…')).toHaveAttribute('role', 'status');
    await fillSpecFields(user);
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    expect(calls).toHaveLength(0);
  });

  it("offers a retry when an opening's questions could not be loaded", async () => {
    const retry = vi.fn();
    const { user } = renderModal({
      target: { kind: 'internship' },
      questions: undefined,
      onRetryQuestions: retry,
    });
    const problem = screen.getByRole('alert');
    expect(problem).toHaveTextContent('The questions could not be loaded.');
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
