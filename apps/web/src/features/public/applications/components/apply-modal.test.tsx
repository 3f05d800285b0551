import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import { jsonResponse, testUser } from '@/testing/test-data';
import { ApplyModal, type ApplyTarget } from './apply-modal';

const JOB_ID = '11111111-2222-4333-8444-555555555555';
const JOB: ApplyTarget = { kind: 'job', jobId: JOB_ID, jobTitle: 'Night Nurse' };

function Harness({
  target = JOB,
  title,
  applicant = null,
}: {
  target?: ApplyTarget;
  title?: string;
  applicant?: typeof testUser | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Apply now
      </button>
      <ApplyModal
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        target={target}
        title={title}
        applicant={applicant}
      />
    </>
  );
}

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

function renderModal(
  options: { target?: ApplyTarget; title?: string; user?: typeof testUser } = {},
) {
  // The file picker's `accept` would silently drop a wrong file; the modal must say why.
  const events = userEvent.setup({ applyAccept: false });
  // Alone, without a router or a query cache: it runs in a public page's island.
  render(
    <Harness target={options.target} title={options.title} applicant={options.user ?? null} />,
  );
  return { user: events };
}

function pdf(name = 'resume.pdf', size?: number): File {
  const file = new File(['%PDF-1.4\n%%EOF'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function fillNames(events: ReturnType<typeof userEvent.setup>) {
  await events.type(screen.getByLabelText('First name'), 'Ann');
  await events.type(screen.getByLabelText('Last name'), 'Smith');
  await events.type(screen.getByLabelText('Email'), 'ann@example.com');
}

beforeEach(() => {
  // A token is present, as after the app's session check; no extra request for one.
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApplyModal', () => {
  it('opens as a labelled dialog with focus inside, and Esc closes it and returns focus', async () => {
    const { user } = renderModal();
    const opener = screen.getByRole('button', { name: 'Apply now' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Apply for Night Nurse' });
    expect(within(dialog).getByLabelText('First name')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('uses the given title and closes with the close button too', async () => {
    const { user } = renderModal({ target: { kind: 'sales-rep' }, title: 'Apply: Sales Rep' });
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Apply: Sales Rep' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply now' })).toHaveFocus();
  });

  it('checks every field before sending, in the spec words', async () => {
    const calls = stubFetch(() => Promise.resolve(jsonResponse({ message: 'ok' }, 201)));
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Apply now' }));

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(MESSAGES.resumeRequired)).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    const resumeInput = screen.getByLabelText('Resume');
    expect(resumeInput).toHaveAttribute('aria-invalid', 'true');
    expect(resumeInput).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.resumeRequired),
    );

    await fillNames(user);
    await user.upload(resumeInput, new File(['hello'], 'resume.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(MESSAGES.resumeWrongType)).toBeInTheDocument();

    await user.upload(resumeInput, pdf('big.pdf', 5_242_881));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(MESSAGES.resumeTooLarge)).toBeInTheDocument();

    expect(calls).toHaveLength(0);
  });

  it('goes from the form to Submitting Application... to Success! with the server message', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await fillNames(user);
    await user.upload(screen.getByLabelText('Resume'), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText(MESSAGES.applySubmitting)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/api/email/quick-apply');
    expect(call?.init?.method).toBe('POST');
    const body = call?.init?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('firstName')).toBe('Ann');
    expect(form.get('lastName')).toBe('Smith');
    expect(form.get('email')).toBe('ann@example.com');
    expect(form.get('jobId')).toBe(JOB_ID);
    expect(form.get('jobTitle')).toBe('Night Nurse');
    expect(form.get('jobLink')).toBe(`${window.location.origin}/jobs/${JOB_ID}`);
    expect(form.get('resume')).toBeInstanceOf(File);
    expect(form.has('website')).toBe(false);

    answer(jsonResponse({ message: MESSAGES.applicationReceived }, 201));
    const status = await screen.findByText(MESSAGES.applySuccessTitle);
    expect(status.closest('[role="status"]')).toHaveTextContent(MESSAGES.applicationReceived);
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toHaveFocus();

    // Closing resets: the next opening shows an empty form again.
    await user.click(done);
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.queryByText(MESSAGES.applySuccessTitle)).not.toBeInTheDocument();
  });

  it('keeps the form with Failed to submit application and the server reason on a 409', async () => {
    stubFetch(() => Promise.resolve(jsonResponse({ error: MESSAGES.positionClosed }, 409)));
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await fillNames(user);
    await user.upload(screen.getByLabelText('Resume'), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.applyFailed);
    expect(alert).toHaveTextContent(MESSAGES.positionClosed);
    expect(screen.getByLabelText('First name')).toHaveValue('Ann');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
  });

  it('prefills a logged-in user and posts the fixed openings to their own endpoints', async () => {
    const calls = stubFetch(() => Promise.resolve(jsonResponse({ message: 'Thanks' }, 201)));
    const { user } = renderModal({ target: { kind: 'internship' }, user: testUser });
    await user.click(screen.getByRole('button', { name: 'Apply now' }));

    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    expect(screen.getByLabelText('Last name')).toHaveValue('Doe');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    // Nothing to type: focus starts at the resume picker.
    expect(screen.getByLabelText('Resume')).toHaveFocus();

    await user.upload(screen.getByLabelText('Resume'), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Thanks')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/email/project-manager-intern-apply');
    const form = calls[0]?.init?.body as FormData;
    expect(form.has('jobId')).toBe(false);
    expect(form.has('jobLink')).toBe(false);
  });

  it('posts sales-rep applications to the sales-rep endpoint', async () => {
    const calls = stubFetch(() => Promise.resolve(jsonResponse({ message: 'Got it' }, 201)));
    const { user } = renderModal({ target: { kind: 'sales-rep' } });
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await fillNames(user);
    await user.upload(screen.getByLabelText('Resume'), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Got it')).toBeInTheDocument();
    await waitFor(() => {
      expect(calls[0]?.url).toBe('/api/email/sales-rep-apply');
    });
  });

  it('has a honeypot field hidden from people, keyboards and screen readers', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    const dialog = screen.getByRole('dialog');
    const honeypot = dialog.querySelector('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
    expect(within(dialog).queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  });
});
