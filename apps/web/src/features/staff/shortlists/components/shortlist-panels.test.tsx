import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CandidateListItem } from '@staffing/shared/candidate-schemas';
import type { JobOrderList } from '@staffing/shared/job-order-schemas';
import type { ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import { jsonResponse } from '@/testing/test-data';
import { jsonOf, stubApi } from '@/testing/stub-api';
import { renderWithProviders } from '@/testing/test-utils';
import { CandidateShortlistPanel } from './candidate-shortlist-panel';
import { OrderShortlistPanel } from './order-shortlist-panel';
import { ShortlistButton } from './shortlist-button';

const entry = (overrides: Partial<ShortlistEntry> = {}): ShortlistEntry => ({
  _id: 'entry-1',
  createdAt: '2026-11-27T08:00:00.000Z',
  orderId: 'order-1',
  position: 'Night Nurse',
  company: 'Lakeside Clinic',
  candidate: { _id: 'cand-1', name: 'Casey Candidate', email: 'casey@example.com' },
  pitch: 'Five years on a cardiac ward.',
  addedBy: 'Rita Recruiter',
  consent: 'granted',
  consentAt: '2026-11-27T09:00:00.000Z',
  decision: { kind: 'interview', at: '2026-11-27T10:00:00.000Z', text: 'Monday 10-12' },
  ...overrides,
});

const found: CandidateListItem = {
  _id: 'cand-2',
  name: 'Dana Doe',
  email: 'dana@example.com',
  phone: null,
  city: null,
  region: null,
  lastActivityAt: '2026-11-27T08:00:00.000Z',
  latestStatus: null,
  tags: [],
  resumeReadable: true,
  resumeStatus: 'readable',
  applicationCount: 1,
  recentJobTitles: [],
};

describe('shortlists', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('on an order: lists the entries with their consent and adds a candidate found in the talent pool', async () => {
    let entries = [entry()];
    const api = stubApi({
      'GET /api/admin/orders/order-1/shortlist': () => jsonResponse(entries),
      'GET /api/admin/candidates': () => jsonResponse([found]),
      'POST /api/admin/orders/order-1/shortlist': () => {
        const added = entry({
          _id: 'entry-2',
          candidate: { _id: 'cand-2', name: 'Dana Doe', email: 'dana@example.com' },
          pitch: 'Great with night shifts.',
          consent: 'pending',
          consentAt: null,
          decision: null,
        });
        entries = [...entries, added];
        return jsonResponse(added, 201);
      },
    });
    const { user } = renderWithProviders(<OrderShortlistPanel orderId="order-1" />);
    const casey = await screen.findByRole('link', { name: 'Casey Candidate' });
    expect(casey).toHaveAttribute('href', '/admin/candidates/cand-1');
    expect(screen.getByText('Shared')).toBeVisible();
    // What the client answered on them.
    expect(screen.getByText('Client: Interview requested')).toBeVisible();
    expect(screen.getByText(/Monday 10-12/)).toBeVisible();

    const form = screen.getByRole('form', { name: 'Add a candidate' });
    await user.click(within(form).getByRole('button', { name: 'Add to shortlist' }));
    expect(await within(form).findByText('Choose a candidate')).toBeVisible();
    await user.type(within(form).getByRole('searchbox', { name: /Find a candidate/ }), 'dana');
    await user.click(await within(form).findByRole('radio', { name: /Dana Doe/ }));
    await user.type(
      within(form).getByRole('textbox', { name: /Pitch/ }),
      'Great with night shifts.',
    );
    await user.click(within(form).getByRole('button', { name: 'Add to shortlist' }));
    expect(
      await within(form).findByText('Dana Doe is on the shortlist; we asked for their consent.'),
    ).toBeVisible();
    expect(jsonOf(api.callsTo('POST /api/admin/orders/order-1/shortlist')[0])).toEqual({
      candidateId: 'cand-2',
      pitch: 'Great with night shifts.',
    });
    expect(await screen.findByText('Asked')).toBeVisible();
    expect(api.calls.some((call) => call.search.includes('q=dana'))).toBe(true);
  });

  it('on a candidate: lists their shortlists and adds them to an open order', async () => {
    const orders: JobOrderList = {
      orders: [
        {
          _id: 'order-1',
          createdAt: '2026-11-27T08:00:00.000Z',
          status: 'open',
          statusReason: null,
          position: 'Night Nurse',
          industry: 'Healthcare',
          company: 'Lakeside Clinic',
          headcount: 3,
          filledCount: 0,
          startDate: '2026-12-07',
          owner: null,
          jobId: null,
        },
        {
          _id: 'order-9',
          createdAt: '2026-11-27T08:00:00.000Z',
          status: 'filled',
          statusReason: null,
          position: 'Old Role',
          industry: 'Healthcare',
          company: 'Done Co',
          headcount: 1,
          filledCount: 1,
          startDate: '2026-12-07',
          owner: null,
          jobId: null,
        },
      ],
      total: 2,
      page: 1,
      limit: 100,
    };
    const api = stubApi({
      'GET /api/admin/candidates/cand-1/shortlists': () => jsonResponse([]),
      'GET /api/admin/orders': () => jsonResponse(orders),
      'POST /api/admin/orders/order-1/shortlist': () =>
        jsonResponse(entry({ consent: 'pending', consentAt: null }), 201),
    });
    const { user } = renderWithProviders(<CandidateShortlistPanel candidateId="cand-1" />);
    expect(await screen.findByText('Not on any shortlist yet.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Add to a shortlist' });
    const select = within(form).getByRole('combobox', { name: /Order/ });
    await within(select).findByRole('option', { name: 'Night Nurse — Lakeside Clinic' });
    // A filled order takes nobody new.
    expect(within(select).queryByRole('option', { name: /Old Role/ })).toBeNull();
    await user.selectOptions(select, 'order-1');
    await user.type(within(form).getByRole('textbox', { name: /Pitch/ }), 'Strong fit.');
    await user.click(within(form).getByRole('button', { name: 'Add to shortlist' }));
    expect(
      await within(form).findByText(
        "Added to Lakeside Clinic's shortlist; we asked for their consent.",
      ),
    ).toBeVisible();
    expect(jsonOf(api.callsTo('POST /api/admin/orders/order-1/shortlist')[0])).toEqual({
      candidateId: 'cand-1',
      pitch: 'Strong fit.',
    });
  });

  it('from the talent pool: a result’s button opens the order and pitch in a dialog', async () => {
    const api = stubApi({
      'GET /api/admin/orders': () =>
        jsonResponse({
          orders: [
            {
              _id: 'order-1',
              createdAt: '2026-11-27T08:00:00.000Z',
              status: 'qualified',
              statusReason: null,
              position: 'Night Nurse',
              industry: 'Healthcare',
              company: 'Lakeside Clinic',
              headcount: 3,
              filledCount: 0,
              startDate: '2026-12-07',
              owner: null,
              jobId: null,
            },
          ],
          total: 1,
          page: 1,
          limit: 100,
        }),
      'POST /api/admin/orders/order-1/shortlist': () =>
        jsonResponse(entry({ consent: 'pending', consentAt: null }), 201),
    });
    const { user } = renderWithProviders(
      <ShortlistButton candidateId="cand-1" name="Casey Candidate" />,
    );
    await user.click(screen.getByRole('button', { name: 'Add to a shortlist: Casey Candidate' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Add Casey Candidate to a shortlist',
    });
    const select = within(dialog).getByRole('combobox', { name: /Order/ });
    await within(select).findByRole('option', { name: 'Night Nurse — Lakeside Clinic' });
    await user.selectOptions(select, 'order-1');
    await user.type(within(dialog).getByRole('textbox', { name: /Pitch/ }), 'Strong fit.');
    await user.click(within(dialog).getByRole('button', { name: 'Add to shortlist' }));
    expect(await within(dialog).findByText(/we asked for their consent/)).toBeVisible();
    expect(jsonOf(api.callsTo('POST /api/admin/orders/order-1/shortlist')[0])).toEqual({
      candidateId: 'cand-1',
      pitch: 'Strong fit.',
    });
  });

  it('on an order: Remove asks first, says what the client loses, and takes the entry off', async () => {
    let entries = [
      entry(),
      entry({
        _id: 'entry-2',
        candidate: { _id: 'cand-2', name: 'Dana Doe', email: 'dana@example.com' },
        consent: 'pending',
        consentAt: null,
        decision: null,
      }),
    ];
    const api = stubApi({
      'GET /api/admin/orders/order-1/shortlist': () => jsonResponse(entries),
      'DELETE /api/admin/orders/order-1/shortlist/entry-1': () => {
        entries = entries.filter((e) => e._id !== 'entry-1');
        return new Response(null, { status: 204 });
      },
      'DELETE /api/admin/orders/order-1/shortlist/entry-2': () =>
        jsonResponse({ error: 'This shortlist entry does not exist (any more).' }, 404),
    });
    const { user } = renderWithProviders(<OrderShortlistPanel orderId="order-1" />);
    const removeCasey = await screen.findByRole('button', {
      name: "Remove Casey Candidate from Lakeside Clinic's shortlist",
    });

    // Cancel changes nothing and gives focus back.
    await user.click(removeCasey);
    let dialog = await screen.findByRole('dialog', {
      name: 'Remove Casey Candidate from the shortlist?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Lakeside Clinic will no longer see Casey Candidate, their pitch or their resume. Interviews still to come are cancelled for both; otherwise the candidate is not emailed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(removeCasey).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(removeCasey);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove from shortlist' }));
    const status = await screen.findByText(
      "Casey Candidate is off Lakeside Clinic's shortlist for Night Nurse.",
    );
    expect(status).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Casey Candidate' })).toBeNull();
    });
    expect(api.callsTo('DELETE /api/admin/orders/order-1/shortlist/entry-1')).toHaveLength(1);

    // A refusal stays in the dialog, the entry stays on the list.
    await user.click(
      screen.getByRole('button', { name: "Remove Dana Doe from Lakeside Clinic's shortlist" }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Remove Dana Doe from the shortlist?' });
    expect(dialog).toHaveAccessibleDescription(
      'Lakeside Clinic has not seen Dana Doe; the link in their consent email stops working.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove from shortlist' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This shortlist entry does not exist (any more).',
    );
    expect(screen.getByRole('link', { name: 'Dana Doe' })).toBeInTheDocument();
  });

  it('on a candidate: Remove takes them off that order’s shortlist', async () => {
    let entries = [entry({ consent: 'withdrawn' })];
    const api = stubApi({
      'GET /api/admin/candidates/cand-1/shortlists': () => jsonResponse(entries),
      'GET /api/admin/orders': () => jsonResponse({ orders: [], total: 0, page: 1, limit: 100 }),
      'DELETE /api/admin/orders/order-1/shortlist/entry-1': () => {
        entries = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderWithProviders(<CandidateShortlistPanel candidateId="cand-1" />);
    await user.click(
      await screen.findByRole('button', {
        name: "Remove Casey Candidate from Lakeside Clinic's shortlist",
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      'Lakeside Clinic does not see Casey Candidate, who said no; the entry and its history go.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove from shortlist' }));
    expect(await screen.findByText('Not on any shortlist yet.')).toBeVisible();
    expect(api.callsTo('DELETE /api/admin/orders/order-1/shortlist/entry-1')).toHaveLength(1);
  });
});
