import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import type { User } from '@staffing/shared/user-schemas';
import { hydrateIsland } from '@/testing/hydrate-island';
import { jsonResponse, testUser } from '@/testing/test-data';
import { watchDocumentExits } from '../testing/document-exits';
import { useFakeRedirectTimers } from '../testing/fake-timers';
import { preloadAnswerSchemas } from '../testing/preload-answer-schemas';
import { formDataOf, jsonOf, stubApi } from '@/testing/stub-api';
import { SignUpForm } from './sign-up-form';
import { findSignUpProblem, type SignUpValues } from './sign-up-validation';

vi.mock('@/lib/document-location');
preloadAnswerSchemas();

afterEach(() => {
  vi.useRealTimers();
});

// The form alone, as its island hydrates it: no router and no query cache. Keys are typed
// without a pause between them: the form reads its fields only when it is submitted.
function renderSignUp(user: UserEvent = userEvent.setup({ delay: null })) {
  render(<SignUpForm />);
  return { user };
}

const VALID: SignUpValues = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  password: 'long-enough-password',
  confirmPassword: 'long-enough-password',
  resume: null,
};

// Labels end in a required marker ('*') that is hidden from assistive technology.
const LABELS = {
  firstName: /^First name/,
  lastName: /^Last name/,
  email: /^Email/,
  password: /^Password/,
  confirmPassword: /^Confirm password/,
} as const;

type TextValues = Partial<Record<keyof typeof LABELS, string>>;

async function fill(user: UserEvent, values: TextValues) {
  for (const field of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
    const value = values[field];
    if (value === undefined) continue;
    const input = screen.getByLabelText(LABELS[field]);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

function submit(user: UserEvent) {
  return user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('findSignUpProblem (spec section 5, in order)', () => {
  it('accepts a complete form without a resume', () => {
    expect(findSignUpProblem(VALID)).toBeUndefined();
  });

  it.each([
    ['a missing first name', { firstName: ' ' }, MESSAGES.allFieldsRequired],
    ['a missing last name', { lastName: '' }, MESSAGES.allFieldsRequired],
    ['a missing email', { email: '' }, MESSAGES.allFieldsRequired],
    ['a missing password', { password: '' }, MESSAGES.allFieldsRequired],
    [
      'a missing field before a mismatch',
      { firstName: '', confirmPassword: 'x' },
      MESSAGES.allFieldsRequired,
    ],
    [
      'a missing field before a bad email',
      { lastName: '', email: 'nope' },
      MESSAGES.allFieldsRequired,
    ],
    ['an empty confirmation', { confirmPassword: '' }, MESSAGES.passwordsDoNotMatch],
    [
      'a mismatch before a bad email',
      { confirmPassword: 'other', email: 'nope' },
      MESSAGES.passwordsDoNotMatch,
    ],
    ['an email without a dot', { email: 'jane@example' }, MESSAGES.invalidEmail],
    ['an email without an @', { email: 'jane.example.com' }, MESSAGES.invalidEmail],
  ])('reports %s', (_label, change: Partial<SignUpValues>, message) => {
    expect(findSignUpProblem({ ...VALID, ...change })?.message).toBe(message);
  });
});

describe('SignUpForm', () => {
  it('shows one message per submit, in the spec order, without calling the API', async () => {
    const api = stubApi({});
    const { user } = renderSignUp();

    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.allFieldsRequired);
    for (const label of Object.values(LABELS).slice(0, 4)) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText(LABELS.confirmPassword)).not.toHaveAttribute('aria-invalid');

    await fill(user, {
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'not-an-email',
      password: 'long-enough-password',
      confirmPassword: 'different-password',
    });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordsDoNotMatch);
    expect(screen.getByLabelText(LABELS.confirmPassword)).toHaveAccessibleDescription(
      MESSAGES.passwordsDoNotMatch,
    );

    await fill(user, { confirmPassword: 'long-enough-password' });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidEmail);
    expect(screen.getByLabelText(LABELS.email)).toHaveFocus();

    expect(api.calls).toHaveLength(0);
  });

  it('uses the autocomplete hints and types of an account form', () => {
    renderSignUp();
    const email = screen.getByLabelText(LABELS.email);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText(LABELS.password)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(LABELS.confirmPassword)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(screen.getByLabelText(/^Resume/)).toHaveAttribute(
      'accept',
      expect.stringContaining('.pdf,.doc,.docx'),
    );
  });

  it('confirms a chosen resume and refuses other file types', async () => {
    const { user } = renderSignUp(userEvent.setup({ applyAccept: false }));
    const picker = screen.getByLabelText(/^Resume/);

    await user.upload(picker, new File(['%PDF-1.4'], 'jane-cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('jane-cv.pdf uploaded successfully!')).toBeInTheDocument();

    await user.upload(picker, new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.resumeWrongType);
    expect(screen.queryByText(/uploaded successfully/)).not.toBeInTheDocument();
  });

  it('takes up a resume chosen on the server-rendered page before the form was live', async () => {
    await hydrateIsland(
      SignUpForm,
      {},
      {
        // Chosen before hydration: the file is in the input, and no change event will follow.
        beforeHydrate: (container) => {
          const input = container.querySelector<HTMLInputElement>('input[type="file"]');
          if (!input) throw new Error('the sign-up form has no file input');
          const chosen = new File(['%PDF-1.4'], 'early-cv.pdf', { type: 'application/pdf' });
          Object.defineProperty(input, 'files', { configurable: true, value: [chosen] });
        },
      },
    );
    expect(screen.getByText('early-cv.pdf uploaded successfully!')).toBeInTheDocument();
  });

  it("says 'Email address already in use' when the server answers 'User exists'", async () => {
    stubApi({
      'POST /api/users/signup': () => jsonResponse({ message: MESSAGES.userExists }, 200),
    });
    const { user } = renderSignUp();
    await fill(user, VALID);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailInUse);
    expect(screen.getByLabelText(LABELS.email)).toHaveAttribute('aria-invalid', 'true');
  });

  it("prefixes other failures with 'Signup failed: ' and the server's error", async () => {
    stubApi({
      'POST /api/users/signup': () =>
        jsonResponse(
          {
            error: MESSAGES.validationFailed,
            fieldErrors: { password: 'Password must be at least 8 characters' },
          },
          400,
        ),
    });
    const { user } = renderSignUp();
    await fill(user, { ...VALID, password: 'short', confirmPassword: 'short' });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signup failed: Password must be at least 8 characters',
    );
    expect(screen.getByLabelText(LABELS.password)).toHaveAttribute('aria-invalid', 'true');
  });

  it('on 201 shows the message, logs in with the same credentials after exactly 3 s and loads /find-job', async () => {
    useFakeRedirectTimers();
    const created: User = { ...testUser, resume: { name: 'jane-cv.pdf' } };
    const api = stubApi({
      'POST /api/users/signup': () => jsonResponse(created, 201),
      'POST /api/users/login': () => jsonResponse(created),
    });
    const exits = watchDocumentExits();
    const { user } = renderSignUp(
      userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
    );
    await fill(user, { ...VALID, email: 'Jane@Example.com' });
    await user.upload(
      screen.getByLabelText(/^Resume/),
      new File(['%PDF-1.4'], 'jane-cv.pdf', { type: 'application/pdf' }),
    );
    await submit(user);

    expect(await screen.findByText(MESSAGES.signupSuccess)).toBeInTheDocument();
    const sent = formDataOf(api.callsTo('POST /api/users/signup')[0]);
    expect(sent.get('firstName')).toBe('Jane');
    expect(sent.get('lastName')).toBe('Doe');
    expect(sent.get('email')).toBe('jane@example.com');
    expect(sent.get('password')).toBe(VALID.password);
    expect(sent.get('resumeName')).toBe('jane-cv.pdf');
    expect(sent.get('resume')).toBeInstanceOf(File);
    // The signup answer starts no session.
    expect(exits.announced).toEqual([]);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(api.callsTo('POST /api/users/login')).toHaveLength(0);
    expect(exits.loadedPaths()).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => {
      expect(exits.loadedPaths()).toEqual(['/find-job']);
    });
    expect(jsonOf(api.callsTo('POST /api/users/login')[0])).toEqual({
      email: 'jane@example.com',
      password: VALID.password,
    });
    expect(exits.announced).toEqual([created]);
    exits.stop();
  });
});
