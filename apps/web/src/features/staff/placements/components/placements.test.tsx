import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobOrderDetail } from '@staffing/shared/job-order-schemas';
import type { OrderIndustryStats, Placement } from '@staffing/shared/placement-schemas';
import type { ShortlistEntry } from '@staffing/shared/shortlist-schemas';
import { jsonResponse } from '@/testing/test-data';
import { jsonOf, stubApi } from '@/testing/stub-api';
import { renderWithProviders } from '@/testing/test-utils';
import { ClientHireAction } from './client-hire-action';
import { OrderFillStats } from './order-fill-stats';
import { OrderPlacementsPanel } from './order-placements-panel';

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
  decision: { kind: 'hire', at: '2026-11-27T10:00:00.000Z', text: null },
  ...overrides,
});

const placement = (overrides: Partial<Placement> = {}): Placement => ({
  _id: 'placement-1',
  entryId: 'entry-1',
  candidateName: 'Casey Candidate',
  startDate: '2026-12-14',
  payRate: 42.5,
  billRate: 61,
  placedBy: 'Rita Recruiter',
  createdAt: '2026-11-27T11:00:00.000Z',
  ...overrides,
});

const order = (overrides: Partial<JobOrderDetail> = {}): JobOrderDetail => ({
  _id: 'order-1',
  createdAt: '2026-11-20T08:00:00.000Z',
  status: 'open',
  statusReason: null,
  position: 'Night Nurse',
  industry: 'Healthcare',
  company: 'Lakeside Clinic',
  headcount: 2,
  filledCount: 0,
  startDate: '2026-12-07',
  owner: null,
  jobId: null,
  assignmentType: 'temporary',
  endDate: null,
  ongoing: true,
  shift: 'night',
  payMin: 38,
  payMax: 44,
  payPeriod: 'hour',
  city: 'Chicago',
  state: 'IL',
  zip: '60601',
  licences: null,
  certifications: null,
  languages: null,
  contactName: 'Ann Alpha',
  email: 'ann@lakeside.example',
  phone: '312-555-0100',
  notes: null,
  job: null,
  applications: [],
  history: [],
  nextStatuses: [],
  ...overrides,
});

describe('placements', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('records a placement of a shared candidate and lists it; only shared, unplaced candidates are offered', async () => {
    let placements: Placement[] = [];
    const api = stubApi({
      'GET /api/admin/orders/order-1/shortlist': () =>
        jsonResponse([
          entry(),
          entry({
            _id: 'entry-2',
            candidate: { _id: 'cand-2', name: 'Pat Pending', email: 'pat@example.com' },
            consent: 'pending',
            consentAt: null,
            decision: null,
          }),
        ]),
      'GET /api/admin/orders/order-1/placements': () => jsonResponse(placements),
      'POST /api/admin/orders/order-1/placements': () => {
        placements = [placement()];
        return jsonResponse(placement(), 201);
      },
    });
    const { user } = renderWithProviders(<OrderPlacementsPanel orderId="order-1" />);
    expect(await screen.findByText('Nobody placed yet.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Record a placement' });
    const select = within(form).getByRole('combobox', { name: /Candidate/ });
    expect(
      await within(select).findByRole('option', {
        name: 'Casey Candidate (client: wants to hire)',
      }),
    ).toBeInTheDocument();
    expect(within(select).queryByRole('option', { name: /Pat Pending/ })).toBeNull();
    await user.selectOptions(select, 'entry-1');
    await user.type(within(form).getByLabelText(/Start date/), '2026-12-14');
    await user.type(within(form).getByRole('spinbutton', { name: /Pay rate/ }), '42.5');
    await user.type(within(form).getByRole('spinbutton', { name: /Bill rate/ }), '61');
    await user.click(within(form).getByRole('button', { name: 'Record placement' }));
    expect(await screen.findByText('Casey Candidate is placed.')).toBeVisible();
    expect(jsonOf(api.callsTo('POST /api/admin/orders/order-1/placements')[0])).toEqual({
      entryId: 'entry-1',
      startDate: '2026-12-14',
      payRate: '42.5',
      billRate: '61',
    });
    const list = await screen.findByRole('list', { name: 'Placements' });
    expect(
      within(list).getByText(/starts 2026-12-14 · pay \$42\.50 · bill \$61\.00/),
    ).toBeVisible();
    expect(
      await screen.findByText('Nobody shared with the client is left to place.'),
    ).toBeVisible();
    // The form went with its button: the message has the focus, not the page.
    expect(screen.getByRole('status')).toHaveTextContent('Casey Candidate is placed.');
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('shows the server’s field errors and its refusal', async () => {
    stubApi({
      'GET /api/admin/orders/order-1/shortlist': () => jsonResponse([entry()]),
      'GET /api/admin/orders/order-1/placements': () => jsonResponse([]),
      'POST /api/admin/orders/order-1/placements': () =>
        jsonResponse(
          { error: 'Check the form', fieldErrors: { payRate: 'Pay rate is required' } },
          400,
        ),
    });
    const { user } = renderWithProviders(<OrderPlacementsPanel orderId="order-1" />);
    const form = await screen.findByRole('form', { name: 'Record a placement' });
    await user.click(within(form).getByRole('button', { name: 'Record placement' }));
    expect(await within(form).findByText('Pay rate is required')).toBeVisible();
  });

  it('the dashboard shows each industry’s order figures', async () => {
    const rows: OrderIndustryStats[] = [
      {
        industry: 'Healthcare',
        openOrders: 4,
        filledThisMonth: 2,
        fillRate: 0.667,
        medianDaysToFirstPlacement: 6.5,
      },
      {
        industry: 'Construction',
        openOrders: 1,
        filledThisMonth: 0,
        fillRate: null,
        medianDaysToFirstPlacement: null,
      },
    ];
    stubApi({ 'GET /api/admin/insights/orders-by-industry': () => jsonResponse(rows) });
    renderWithProviders(<OrderFillStats />);
    const table = await screen.findByRole('table');
    const healthcare = within(table).getByRole('row', { name: /Healthcare/ });
    expect(
      within(healthcare)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '2', '67%', '6.5 d']);
    const construction = within(table).getByRole('row', { name: /Construction/ });
    expect(
      within(construction)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0', '–', '–']);
  });

  it('on a "hire" answer: the action opens the placement form prefilled with the candidate, the start date and the pay', async () => {
    let placements: Placement[] = [];
    const api = stubApi({
      // Another shared candidate comes first: the form must start on the one the client chose.
      'GET /api/admin/orders/order-1/shortlist': () =>
        jsonResponse([
          entry({
            _id: 'entry-0',
            candidate: { _id: 'cand-0', name: 'Bo Before', email: 'bo@example.com' },
            decision: null,
          }),
          entry(),
        ]),
      'GET /api/admin/orders/order-1/placements': () => jsonResponse(placements),
      'POST /api/admin/orders/order-1/placements': () => {
        placements = [placement({ startDate: '2026-12-07', payRate: 38, billRate: 55 })];
        return jsonResponse(placements[0], 201);
      },
    });
    const { user } = renderWithProviders(<ClientHireAction order={order()} entry={entry()} />);
    const action = await screen.findByRole('button', {
      name: 'Client wants to hire — record placement',
    });
    await vi.waitFor(() => {
      expect(action).toBeEnabled();
    });
    await user.click(action);
    const dialog = await screen.findByRole('dialog', {
      name: "Record Casey Candidate's placement",
    });
    const form = within(dialog).getByRole('form', { name: 'Record a placement' });
    await vi.waitFor(() => {
      expect(within(form).getByRole('combobox', { name: /Candidate/ })).toHaveValue('entry-1');
    });
    expect(within(form).getByLabelText(/Start date/)).toHaveValue('2026-12-07');
    const pay = within(form).getByRole('spinbutton', { name: /Pay rate/ });
    expect(pay).toHaveValue(38);
    expect(pay).toHaveAccessibleDescription('The order offers $38.00–$44.00 per hour.');
    // The bill rate is the agency's to set: never prefilled.
    expect(within(form).getByRole('spinbutton', { name: /Bill rate/ })).toHaveValue(null);
    await user.type(within(form).getByRole('spinbutton', { name: /Bill rate/ }), '55');
    await user.click(within(form).getByRole('button', { name: 'Record placement' }));

    const done = await screen.findByRole('status');
    await vi.waitFor(() => {
      expect(done).toHaveTextContent('Placed, starts 2026-12-07');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(done).toHaveFocus();
    expect(jsonOf(api.callsTo('POST /api/admin/orders/order-1/placements')[0])).toEqual({
      entryId: 'entry-1',
      startDate: '2026-12-07',
      payRate: '38',
      billRate: '55',
    });
    expect(await screen.findByText('Placed, starts 2026-12-07')).toBeVisible();
    expect(screen.queryByRole('button', { name: /record placement/ })).toBeNull();
  });

  it('the hire action: none before a "hire" answer; a yearly pay is left to staff', async () => {
    stubApi({
      'GET /api/admin/orders/order-1/shortlist': () => jsonResponse([entry()]),
      'GET /api/admin/orders/order-1/placements': () => jsonResponse([]),
    });
    const { user, unmount } = renderWithProviders(
      <ClientHireAction
        order={order()}
        entry={entry({
          decision: { kind: 'interview', at: '2026-11-27T10:00:00.000Z', text: 'Mon' },
        })}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    renderWithProviders(
      <ClientHireAction
        order={order({ payMin: 90000, payMax: null, payPeriod: 'year' })}
        entry={entry()}
      />,
    );
    const action = await screen.findByRole('button', { name: /record placement/ });
    await vi.waitFor(() => {
      expect(action).toBeEnabled();
    });
    await user.click(action);
    const dialog = await screen.findByRole('dialog');
    const pay = within(dialog).getByRole('spinbutton', { name: /Pay rate/ });
    expect(pay).toHaveValue(null);
    expect(pay).toHaveAccessibleDescription(
      'The order offers $90000.00 per year; enter the hourly rate agreed.',
    );
  });
});
