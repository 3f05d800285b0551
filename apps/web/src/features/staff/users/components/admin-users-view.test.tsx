import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@staffing/shared/application-schemas';
import { testAdmin } from '@/testing/test-data';
import { renderApp } from '@/testing/test-utils';
import { installDialogPolyfill } from '@/testing/dialog-polyfill';
import { stubUsersApi } from '../testing/fake-users-api';

const NOW = new Date('2026-11-20T15:00:00.000Z');

const jane: AdminUser = {
  _id: 'user-jane',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  role: 'user',
  createdAt: '2026-11-20T12:00:00.000Z',
  lastLoginAt: '2026-11-20T14:30:00.000Z',
  disabled: false,
  resume: { name: 'jane-cv.pdf' },
};
const bob: AdminUser = {
  _id: 'user-bob',
  firstName: 'Bob',
  lastName: 'Stone',
  email: 'bob@builders.example',
  role: 'admin',
  createdAt: '2026-11-10T09:00:00.000Z',
  lastLoginAt: null,
  disabled: false,
  resume: { name: 'bob.docx' },
};
// The signed-in admin (testAdmin) appears in the list too.
const ada: AdminUser = {
  _id: testAdmin._id,
  firstName: testAdmin.firstName,
  lastName: testAdmin.lastName,
  email: testAdmin.email,
  role: 'admin',
  createdAt: '2026-01-05T09:00:00.000Z',
  lastLoginAt: '2026-11-20T14:59:50.000Z',
  disabled: false,
};

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

let removeDialogPolyfill: () => void;
const scrollIntoView = vi.fn();

beforeAll(() => {
  removeDialogPolyfill = installDialogPolyfill();
  // jsdom lays nothing out, so it has no scrolling either.
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterAll(() => {
  removeDialogPolyfill();
});

beforeEach(() => {
  // Only Date is faked: timers stay real so the search debounce and user-event run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('manage users', () => {
  it('lists every account with role, status, times and resume; the own row has no actions', async () => {
    stubUsersApi([jane, bob, ada]);
    renderApp('/admin/users', { user: testAdmin });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Users' }),
    ).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.getByText('3 users')).toBeInTheDocument();

    const janeRow = within(rowOf('Jane Doe'));
    expect(janeRow.getByRole('link', { name: 'jane@example.com' })).toHaveAttribute(
      'href',
      'mailto:jane@example.com',
    );
    expect(janeRow.getByText('User')).toBeInTheDocument();
    expect(janeRow.getByText('Active')).toBeInTheDocument();
    const created = janeRow.getByText('3 hours ago');
    expect(created.tagName).toBe('TIME');
    expect(created).toHaveAttribute('dateTime', jane.createdAt);
    expect(created.getAttribute('title')).toMatch(/Nov 20, 2026/);
    expect(janeRow.getByText('30 minutes ago')).toBeInTheDocument();
    const pdf = janeRow.getByRole('link', { name: /jane-cv\.pdf/ });
    expect(pdf).toHaveAttribute('href', '/api/admin/users/user-jane/resume');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(janeRow.getByRole('button', { name: 'Make admin: Jane Doe' })).toBeInTheDocument();
    expect(janeRow.getByRole('button', { name: "Disable Jane Doe's account" })).toBeInTheDocument();

    const bobRow = within(rowOf('Bob Stone'));
    expect(bobRow.getByText('Admin')).toBeInTheDocument();
    expect(bobRow.getByText('Never')).toBeInTheDocument();
    expect(bobRow.getByRole('link', { name: /bob\.docx/ })).toHaveAttribute('download', 'bob.docx');
    expect(
      bobRow.getByRole('button', { name: 'Remove admin role from Bob Stone' }),
    ).toBeInTheDocument();

    const ownRow = within(rowOf('Ada Admin'));
    expect(ownRow.getByText('You')).toBeInTheDocument();
    expect(ownRow.getByText('Your own account')).toBeInTheDocument();
    expect(ownRow.queryAllByRole('button')).toHaveLength(0);
    expect(ownRow.getByText('None')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Export users (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/export/users.csv',
    );
  });

  it('searches by name or email with the query in the URL', async () => {
    const { calls } = stubUsersApi([jane, bob, ada]);
    const { router, user } = renderApp('/admin/users', { user: testAdmin });
    await screen.findByRole('table');

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'builders');
    // Debounced: the URL follows once typing pauses.
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=builders');
    });
    await waitFor(() => {
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    });
    expect(screen.getByText('Bob Stone')).toBeInTheDocument();
    expect(screen.getByText('1 user matches “builders”')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/admin/users?q=builders&page=1&limit=25');

    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody{Enter}');
    expect(router.state.location.search).toBe('?q=nobody');
    expect(await screen.findByText('No users match “nobody”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all users' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
  });

  it('reads the search and the page from the URL and pages through', async () => {
    const many: AdminUser[] = Array.from({ length: 30 }, (_, index) => ({
      ...jane,
      _id: `user-${index}`,
      firstName: `Person${index}`,
      email: `person${index}@example.com`,
    }));
    const { calls } = stubUsersApi(many);
    const { router, user } = renderApp('/admin/users?q=person&page=2', { user: testAdmin });

    expect(await screen.findByText('Person25 Doe')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('person');
    expect(screen.getByText('30 users match “person”, showing 26–30')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/admin/users?q=person&page=2&limit=25');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toBe('?q=person');
    expect(await screen.findByText('Person0 Doe')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Accounts' })).toHaveFocus();
  });

  it('disables an account after the confirmation, which Cancel and Esc leave untouched', async () => {
    const { calls } = stubUsersApi([jane, bob, ada]);
    const { user } = renderApp('/admin/users', { user: testAdmin });
    await screen.findByRole('table');

    const disable = within(rowOf('Jane Doe')).getByRole('button', {
      name: "Disable Jane Doe's account",
    });
    await user.click(disable);
    let dialog = screen.getByRole('dialog', { name: "Disable Jane Doe's account?" });
    expect(dialog).toHaveTextContent(
      "Disable Jane Doe's account?They will be logged out everywhere and cannot log in until enabled again.",
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(disable).toHaveFocus();

    // Esc: the browser fires `cancel` on the dialog and closes it.
    await user.click(disable);
    dialog = screen.getByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(disable).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await user.click(disable);
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    expect(
      await screen.findByText(
        "Jane Doe's account is disabled. They have been logged out everywhere.",
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/admin/users/user-jane',
      body: { disabled: true },
    });
    const janeRow = within(rowOf('Jane Doe'));
    expect(janeRow.getByText('Disabled')).toBeInTheDocument();
    const enable = janeRow.getByRole('button', { name: "Enable Jane Doe's account" });
    // The same button, now reading Enable, has focus back.
    expect(enable).toHaveFocus();
  });

  it('promotes a user to admin', async () => {
    const { calls } = stubUsersApi([jane, bob, ada]);
    const { user } = renderApp('/admin/users', { user: testAdmin });
    await screen.findByRole('table');

    await user.click(
      within(rowOf('Jane Doe')).getByRole('button', { name: 'Make admin: Jane Doe' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Make Jane Doe an admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));

    expect(await screen.findByText('Jane Doe is now an admin.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'admin' });
    expect(within(rowOf('Jane Doe')).getByText('Admin')).toBeInTheDocument();
  });

  it('makes a user a recruiter once the admin has given the password again', async () => {
    const { calls } = stubUsersApi([jane, bob, ada], { password: 'the right one' });
    const { user } = renderApp('/admin/users', { user: testAdmin });
    await screen.findByRole('table');
    // An admin row offers the two roles it does not have.
    expect(
      within(rowOf('Bob Stone')).getByRole('button', { name: 'Make recruiter: Bob Stone' }),
    ).toBeInTheDocument();

    await user.click(
      within(rowOf('Jane Doe')).getByRole('button', { name: 'Make recruiter: Jane Doe' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Make Jane Doe a recruiter?' });
    await user.click(within(confirm).getByRole('button', { name: 'Make recruiter' }));

    // The sign-in is too old: the password is asked for, and a wrong one is refused.
    const reauth = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(reauth).getByLabelText(/Password/), 'not it');
    await user.click(within(reauth).getByRole('button', { name: 'Confirm' }));
    expect(await within(reauth).findByText('The password is not correct.')).toBeInTheDocument();
    await user.clear(within(reauth).getByLabelText(/Password/));
    await user.type(within(reauth).getByLabelText(/Password/), 'the right one');
    await user.click(within(reauth).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Jane Doe is now a recruiter.')).toBeInTheDocument();
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches.map((call) => call.body)).toEqual([
      { role: 'recruiter' },
      { role: 'recruiter' },
    ]);
    expect(within(rowOf('Jane Doe')).getByText('Recruiter')).toBeInTheDocument();
  });

  it("shows the server's message when the change is refused", async () => {
    const message = 'The last administrator cannot be demoted or disabled.';
    stubUsersApi([jane, bob, ada], {
      patch: () =>
        new Response(JSON.stringify({ error: message }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    });
    const { user } = renderApp('/admin/users', { user: testAdmin });
    await screen.findByRole('table');

    await user.click(
      within(rowOf('Bob Stone')).getByRole('button', { name: 'Remove admin role from Bob Stone' }),
    );
    const dialog = screen.getByRole('dialog', { name: "Remove Bob Stone's admin role?" });
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin role' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(rowOf('Bob Stone')).getByText('Admin')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks the account an activity entry links to', async () => {
    stubUsersApi([jane, bob, ada]);
    renderApp('/admin/users?id=user-bob', { user: testAdmin });
    await screen.findByRole('table');
    expect(rowOf('Bob Stone')).toHaveAttribute('aria-current', 'true');
    expect(rowOf('Jane Doe')).not.toHaveAttribute('aria-current');
    await waitFor(() => {
      expect(scrollIntoView).toHaveBeenCalled();
    });
  });
});
