import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import type { User } from '@staffing/shared/user-schemas';
import { formDataOf, stubApi } from '@/testing/stub-api';
import { jsonResponse, testUser } from '@/testing/test-data';
import { renderApp } from '@/testing/test-utils';

const withPdf: User = { ...testUser, resume: { name: 'jane-cv.pdf' } };

async function renderProfile(user: User) {
  const result = renderApp('/profile', { user });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return result;
}

function details() {
  return within(
    screen.getByRole('heading', { name: 'Your details' }).parentElement!.parentElement!,
  );
}

const createObjectURL = vi.fn(() => 'blob:http://localhost/resume');
const revokeObjectURL = vi.fn();

beforeEach(() => {
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

afterEach(() => {
  createObjectURL.mockClear();
});

describe('/profile', () => {
  it('shows the details in view mode, with a PDF resume as a link to a new tab', async () => {
    await renderProfile(withPdf);
    expect(details().getByText('Jane')).toBeInTheDocument();
    expect(details().getByText('Doe')).toBeInTheDocument();
    expect(details().getByText('jane@example.com')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'jane-cv.pdf (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('offers other resumes as a download and says when there is none', async () => {
    const { unmount } = await renderProfile({ ...testUser, resume: { name: 'jane-cv.docx' } });
    const link = screen.getByRole('link', { name: 'Download jane-cv.docx' });
    expect(link).toHaveAttribute('download', 'jane-cv.docx');
    expect(link).not.toHaveAttribute('target');
    unmount();

    await renderProfile(testUser);
    expect(screen.getByText('No resume on file.')).toBeInTheDocument();
  });

  it('opens the PDF fetched as a blob in a new tab', async () => {
    const api = stubApi({
      'GET /api/users/resume': () =>
        new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          headers: { 'content-type': 'application/pdf' },
        }),
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = await renderProfile(withPdf);

    await user.click(screen.getByRole('link', { name: /jane-cv\.pdf/ }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => {
      expect(tab.location.href).toBe('blob:http://localhost/resume');
    });
    expect(api.callsTo('GET /api/users/resume')).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(screen.queryByText(MESSAGES.resumeFetchFailed)).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch resume' when the file cannot be fetched", async () => {
    stubApi({
      'GET /api/users/resume': () => jsonResponse({ error: 'No resume on file.' }, 404),
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = await renderProfile(withPdf);

    await user.click(screen.getByRole('link', { name: /jane-cv\.pdf/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resumeFetchFailed);
    expect(tab.close).toHaveBeenCalled();
  });

  it('edits the profile, returns to view mode and renames the navbar', async () => {
    const updated: User = {
      ...testUser,
      firstName: 'Janet',
      email: 'janet@example.com',
      resume: { name: 'new-cv.pdf' },
    };
    const api = stubApi({ 'PUT /api/users/profile': () => jsonResponse(updated) });
    const { user } = await renderProfile(withPdf);
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const firstName = screen.getByLabelText(/^First name/);
    expect(firstName).toHaveValue('Jane');
    expect(firstName).toHaveFocus();
    await user.clear(firstName);
    await user.type(firstName, 'Janet');
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    await user.clear(email);
    await user.type(email, 'Janet@Example.com');
    await user.upload(
      screen.getByLabelText(/^Replace resume/),
      new File(['%PDF-1.4'], 'new-cv.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('new-cv.pdf uploaded successfully!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.profileUpdated).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Your details' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(details().getByText('janet@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /new-cv\.pdf/ })).toBeInTheDocument();
    expect(screen.getByText('Janet Doe')).toBeInTheDocument();

    const sent = formDataOf(api.callsTo('PUT /api/users/profile')[0]);
    expect(sent.get('firstName')).toBe('Janet');
    expect(sent.get('lastName')).toBe('Doe');
    expect(sent.get('email')).toBe('janet@example.com');
    expect(sent.get('resumeName')).toBe('new-cv.pdf');
    expect(sent.get('resume')).toBeInstanceOf(File);
  });

  it('requires first name, last name and email, and keeps the resume unless a new one is chosen', async () => {
    const api = stubApi({ 'PUT /api/users/profile': () => jsonResponse(withPdf) });
    const { user } = await renderProfile(withPdf);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));

    for (const label of [/^First name/, /^Last name/, /^Email/]) {
      await user.clear(screen.getByLabelText(label));
    }
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last name/)).toHaveAccessibleDescription(
      'Last name is required',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required');
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/^First name/), 'Jane');
    await user.type(screen.getByLabelText(/^Last name/), 'Doe');
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    const sent = formDataOf(api.callsTo('PUT /api/users/profile')[0]);
    expect(sent.has('resume')).toBe(false);
    expect(sent.has('resumeName')).toBe(false);
  });

  it("alerts 'Failed to update profile' with the server's reason and stays in edit mode", async () => {
    stubApi({
      'PUT /api/users/profile': () => jsonResponse({ error: MESSAGES.emailInUse }, 409),
    });
    const { user } = await renderProfile(testUser);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.profileUpdateFailed);
    expect(alert).toHaveTextContent(MESSAGES.emailInUse);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.profileUpdated)).not.toBeInTheDocument();
  });

  it('cancel returns to view mode without saving', async () => {
    const api = stubApi({});
    const { user } = await renderProfile(testUser);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText(/^First name/), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(details().getByText('Jane')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
