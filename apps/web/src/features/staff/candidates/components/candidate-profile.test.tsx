import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testAdmin } from '@/testing/test-data';
import { renderApp } from '@/testing/test-utils';
import {
  CANDIDATE_ID,
  candidateDetail,
  forkliftDriver,
  JOB_ID,
} from '../testing/candidate-fixtures';
import { stubCandidatesApi } from '../testing/fake-candidates-api';

const PAGE = `/admin/candidates/${CANDIDATE_ID}`;

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('candidate page', () => {
  beforeEach(() => {
    // The API's CSRF check: state-changing calls echo this cookie.
    document.cookie = 'XSRF-TOKEN=test-token; path=/';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows who they are, their resume, applications, timeline and notes', async () => {
    stubCandidatesApi([forkliftDriver], { details: [candidateDetail()] });
    renderApp(`${PAGE}?q=forklift`, { user: testAdmin });

    expect(await screen.findByRole('heading', { level: 1, name: 'Frank Lifter' })).toBeVisible();

    const contact = section('Contact details');
    expect(contact.getByRole('link', { name: 'frank@example.com' })).toHaveAttribute(
      'href',
      'mailto:frank@example.com',
    );
    expect(contact.getByRole('link', { name: '(312) 555-0148' })).toHaveAttribute(
      'href',
      'tel:3125550148',
    );
    expect(contact.getByText('Chicago, IL')).toBeVisible();

    expect(
      within(section('Tags').getByRole('list', { name: 'Tags' })).getByText('night shift'),
    ).toBeVisible();

    // The searched word is marked in its other forms too.
    const resume = section('Resume');
    const text = resume.getByRole('region', { name: 'Resume text' });
    expect([...text.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Forklift',
      'forklifts',
    ]);
    const files = resume.getAllByRole('listitem');
    expect(within(files[0]!).getByRole('link', { name: /frank-2026\.pdf/ })).toHaveAttribute(
      'href',
      `/api/admin/candidates/${CANDIDATE_ID}/resumes/r2`,
    );
    expect(within(files[1]!).getByRole('link', { name: /frank-old\.docx/ })).toHaveAttribute(
      'download',
      'frank-old.docx',
    );
    expect(within(files[1]!).getByText('Text could not be read')).toBeVisible();

    const applications = within(screen.getByRole('list', { name: 'Applications, newest first' }));
    const [newest, older] = applications.getAllByRole('listitem');
    expect(within(newest!).getByRole('link', { name: 'Forklift Operator' })).toHaveAttribute(
      'href',
      `/jobs/${JOB_ID}`,
    );
    expect(within(newest!).getByText('Interview')).toBeVisible();
    // Each answer under the question as it was asked, in the order asked.
    const answersOf = (item: HTMLElement) =>
      within(item)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(answersOf(newest!)).toEqual([
      ['Do you hold a forklift license?', 'Yes'],
      ['Years driving a forklift?', '6'],
      ['Other certifications?', 'No answer'],
    ]);
    expect(within(newest!).queryByText('Knocked out')).toBeNull();
    expect(within(newest!).queryByText('Knock-out')).toBeNull();
    expect(within(older!).getByText('Knocked out')).toBeVisible();
    expect(within(older!).getByText('Not selected')).toBeVisible();
    // The answer that ruled it out says so in words, beside that answer only.
    expect(answersOf(older!)).toEqual([
      ['Can you work night shifts?', 'No Knock-out'],
      ['Earliest start date?', 'Next week'],
    ]);
    expect(within(older!).getByText('Knock-out')).toBeVisible();

    const timeline = within(screen.getByRole('list', { name: 'Timeline, newest first' }));
    const entries = timeline.getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Forklift Operator: moved to Interview');
    expect(entries[0]).toHaveTextContent('by Ada Admin');
    expect(entries[1]).toHaveTextContent('Applied to Forklift Operator');

    expect(section('Notes').getByText('Can start Monday.')).toBeVisible();
  });

  it('marks nothing without search words, and says when the text is still being read', async () => {
    stubCandidatesApi([forkliftDriver], {
      details: [
        candidateDetail({
          resumeText: null,
          resumes: [
            {
              _id: 'r3',
              name: 'new.pdf',
              size: 1000,
              createdAt: '2026-11-22T12:00:00.000Z',
              textStatus: 'pending',
              source: 'account',
            },
          ],
        }),
      ],
    });
    renderApp(PAGE, { user: testAdmin });
    const resume = within(await screen.findByRole('region', { name: 'Resume' }));
    expect(resume.getAllByText('Text is being read')).toHaveLength(2);
    expect(document.querySelector('mark')).toBeNull();
  });

  it('edits the contact details', async () => {
    const { calls } = stubCandidatesApi([forkliftDriver], { details: [candidateDetail()] });
    const { user } = renderApp(PAGE, { user: testAdmin });
    await screen.findByRole('heading', { level: 1, name: 'Frank Lifter' });

    await user.click(screen.getByRole('button', { name: 'Edit contact details' }));
    const contact = section('Contact details');
    await user.clear(contact.getByRole('textbox', { name: /City/ }));
    await user.type(contact.getByRole('textbox', { name: /City/ }), 'Joliet');
    await user.clear(contact.getByRole('textbox', { name: /State/ }));
    await user.type(contact.getByRole('textbox', { name: /State/ }), 'I');
    await user.click(contact.getByRole('button', { name: 'Save' }));
    // The shared schema's own message, before any request.
    expect(await contact.findByText('A state is its two-letter code')).toBeVisible();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(contact.getByRole('textbox', { name: /State/ }), 'l');
    await user.clear(contact.getByRole('textbox', { name: /Phone/ }));
    await user.click(contact.getByRole('button', { name: 'Save' }));
    expect(await contact.findByText('Contact details saved.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: `/api/admin/candidates/${CANDIDATE_ID}`,
      body: { phone: null, city: 'Joliet', region: 'IL' },
    });
    expect(contact.getByText('Joliet, IL')).toBeVisible();
    expect(contact.getByText('Not given')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit contact details' })).toHaveFocus();
  });

  it('shows that a candidate prefers Spanish, and staff change the language', async () => {
    const { calls } = stubCandidatesApi([forkliftDriver], {
      details: [candidateDetail({ locale: 'es' })],
    });
    const { user } = renderApp(PAGE, { user: testAdmin });
    await screen.findByRole('heading', { level: 1, name: 'Frank Lifter' });
    expect(screen.getByText('Prefers Spanish')).toBeVisible();
    const contact = section('Contact details');
    expect(contact.getByText('Preferred language').nextElementSibling).toHaveTextContent('Spanish');

    await user.click(screen.getByRole('button', { name: 'Edit contact details' }));
    const language = contact.getByRole('combobox', { name: 'Preferred language' });
    expect(language).toHaveValue('es');
    expect(language).toHaveAccessibleDescription(
      'Their shortlist and interview emails are written in it',
    );
    await user.selectOptions(language, 'English');
    await user.click(contact.getByRole('button', { name: 'Save' }));
    expect(await contact.findByText('Contact details saved.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: `/api/admin/candidates/${CANDIDATE_ID}`,
      body: { phone: '(312) 555-0148', city: 'Chicago', region: 'IL', locale: 'en' },
    });
    expect(contact.getByText('Preferred language').nextElementSibling).toHaveTextContent('English');
    expect(screen.queryByText('Prefers Spanish')).toBeNull();
  });

  it('adds and removes tags, checking them as the API does', async () => {
    const { calls } = stubCandidatesApi([forkliftDriver], { details: [candidateDetail()] });
    const { user } = renderApp(PAGE, { user: testAdmin });
    await screen.findByRole('heading', { level: 1, name: 'Frank Lifter' });
    const tags = section('Tags');

    await user.type(tags.getByRole('textbox', { name: /Add a tag/ }), '<b>!');
    await user.click(tags.getByRole('button', { name: 'Add tag' }));
    expect(await tags.findByRole('alert')).toHaveTextContent(
      'A tag is 1 to 40 letters, digits, spaces or hyphens',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(tags.getByRole('textbox', { name: /Add a tag/ }));
    await user.type(tags.getByRole('textbox', { name: /Add a tag/ }), ' Forklift {Enter}');
    await waitFor(() => {
      expect(within(tags.getByRole('list', { name: 'Tags' })).getByText('forklift')).toBeVisible();
    });
    expect(calls).toContainEqual({
      method: 'PUT',
      path: `/api/admin/candidates/${CANDIDATE_ID}/tags/forklift`,
      body: undefined,
    });
    expect(tags.getByRole('textbox', { name: /Add a tag/ })).toHaveValue('');

    await user.click(tags.getByRole('button', { name: 'Remove tag night shift' }));
    await waitFor(() => {
      expect(tags.queryByText('night shift')).toBeNull();
    });
    expect(calls).toContainEqual({
      method: 'DELETE',
      path: `/api/admin/candidates/${CANDIDATE_ID}/tags/night%20shift`,
      body: undefined,
    });
  });

  it('adds a note', async () => {
    const { calls } = stubCandidatesApi([forkliftDriver], { details: [candidateDetail()] });
    const { user } = renderApp(PAGE, { user: testAdmin });
    await screen.findByRole('heading', { level: 1, name: 'Frank Lifter' });
    const notes = section('Notes');

    await user.click(notes.getByRole('button', { name: 'Add note' }));
    expect(await notes.findByRole('alert')).toHaveTextContent('Write a note');

    await user.type(notes.getByRole('textbox', { name: 'Add a note' }), 'Prefers nights.');
    await user.click(notes.getByRole('button', { name: 'Add note' }));
    expect(await notes.findByText('Prefers nights.')).toBeVisible();
    expect(calls).toContainEqual({
      method: 'POST',
      path: `/api/admin/candidates/${CANDIDATE_ID}/notes`,
      body: { body: 'Prefers nights.' },
    });
    // Newest first.
    const items = within(notes.getByRole('list', { name: 'Notes, newest first' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Prefers nights.');
    expect(notes.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  });

  it('shows the reason when a candidate with an account cannot be erased', async () => {
    stubCandidatesApi([forkliftDriver], { details: [candidateDetail({ hasAccount: true })] });
    const { user, router } = renderApp(PAGE, { user: testAdmin });
    await screen.findByRole('heading', { level: 1, name: 'Frank Lifter' });

    await user.click(screen.getByRole('button', { name: 'Erase candidate' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Erase Frank Lifter?' }));
    await user.click(dialog.getByRole('button', { name: 'Erase candidate' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This candidate has an account: delete the account instead.',
    );
    expect(router.state.location.pathname).toBe(PAGE);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('erases a candidate and goes back to the list with a message', async () => {
    const { calls } = stubCandidatesApi([], { details: [candidateDetail()] });
    const { user, router } = renderApp(PAGE, { user: testAdmin });
    await screen.findByRole('heading', { level: 1, name: 'Frank Lifter' });

    await user.click(screen.getByRole('button', { name: 'Erase candidate' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Erase Frank Lifter?' }));
    // Cancel has focus first, so an Enter straight away erases no one.
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Erase candidate' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/candidates');
    });
    expect(await screen.findByText('The candidate has been erased.')).toBeVisible();
    expect(calls).toContainEqual({
      method: 'DELETE',
      path: `/api/admin/candidates/${CANDIDATE_ID}`,
      body: undefined,
    });
    // The erased candidate is not asked for again.
    expect(
      calls.filter(
        (call) => call.method === 'GET' && call.path === `/api/admin/candidates/${CANDIDATE_ID}`,
      ),
    ).toHaveLength(1);
  });

  it('says so when there is no such candidate', async () => {
    stubCandidatesApi([]);
    renderApp('/admin/candidates/missing', { user: testAdmin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Candidate not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to candidates' })).toHaveAttribute(
      'href',
      '/admin/candidates',
    );
  });
});
