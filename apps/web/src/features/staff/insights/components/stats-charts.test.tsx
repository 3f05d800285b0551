import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminStats } from '@staffing/shared/application-schemas';
import { jsonResponse, testAdmin } from '@/testing/test-data';
import { renderWithProviders } from '@/testing/test-utils';
import { StatsCharts } from './stats-charts';

const weeks = [
  '2026-08-31',
  '2026-09-07',
  '2026-09-14',
  '2026-09-21',
  '2026-09-28',
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
  '2026-11-02',
  '2026-11-09',
  '2026-11-16',
];
const weekCounts = [0, 1, 2, 0, 3, 4, 8, 2, 1, 0, 6, 2];

const stats: AdminStats = {
  totalJobs: 16,
  totalApplications: 29,
  totalUsers: 7,
  openJobsByIndustry: { Business: 2, Construction: 8, Healthcare: 4, ItTech: 1, Drivers: 0 },
  applicationsPerWeek: weeks.map((weekStart, index) => ({ weekStart, count: weekCounts[index]! })),
};

function stubStats(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(answer())),
  );
}

function bars(chart: HTMLElement): { value: number; length: number }[] {
  return Array.from(chart.querySelectorAll('rect[data-value]')).map((rect) => ({
    value: Number(rect.getAttribute('data-value')),
    // Horizontal bars grow in width (a percentage), columns in height (pixels).
    length: Number.parseFloat(
      rect.getAttribute(chart.dataset.chart === 'weeks' ? 'height' : 'width') ?? '',
    ),
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StatsCharts', () => {
  it('draws open jobs by industry as bars proportional to the counts, with a table', async () => {
    stubStats(() => jsonResponse(stats));
    const { user } = renderWithProviders(<StatsCharts />, { user: testAdmin });

    const card = (await screen.findByRole('heading', { name: 'Open jobs by industry' }))
      .parentElement!;
    const chart = within(card).getByRole('img');
    expect(chart).toHaveAccessibleName(
      'Open jobs by industry: Business 2, Construction 8, Healthcare 4, IT and Tech 1, Drivers 0. 15 open jobs in all.',
    );
    const drawn = bars(chart);
    expect(drawn.map((bar) => bar.value)).toEqual([2, 8, 4, 1, 0]);
    const longest = drawn[1]!.length;
    expect(longest).toBeGreaterThan(0);
    for (const bar of drawn) expect(bar.length / longest).toBeCloseTo(bar.value / 8, 2);

    const toggle = within(card).getByText('Show as table');
    await user.click(toggle);
    const table = within(card).getByRole('table', { name: 'Open jobs by industry' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Business2', 'Construction8', 'Healthcare4', 'IT and Tech1', 'Drivers0']);
  });

  it('draws applications per week as columns proportional to the counts, with a table', async () => {
    stubStats(() => jsonResponse(stats));
    renderWithProviders(<StatsCharts />, { user: testAdmin });

    const card = (await screen.findByRole('heading', { name: 'Applications per week' }))
      .parentElement!;
    const chart = within(card).getByRole('img');
    expect(chart).toHaveAccessibleName(
      'Applications per week over the last 12 weeks: 29 in all. Busiest: the week of October 12, 2026, with 8. This week so far: 2.',
    );
    const drawn = bars(chart);
    expect(drawn.map((bar) => bar.value)).toEqual(weekCounts);
    const tallest = drawn[6]!.length;
    for (const bar of drawn) expect(bar.length / tallest).toBeCloseTo(bar.value / 8, 2);

    const table = within(card).getByRole('table', { hidden: true, name: 'Applications per week' });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('August 31, 2026');
    expect(rows[12]).toHaveTextContent('November 16, 2026 (this week)2');
  });

  it('links the two CSV exports', async () => {
    stubStats(() => jsonResponse(stats));
    renderWithProviders(<StatsCharts />, { user: testAdmin });
    const exportArea = screen.getByRole('group', { name: 'Export' });
    expect(
      within(exportArea).getByRole('link', { name: 'Download applications (CSV)' }),
    ).toHaveAttribute('href', '/api/admin/export/applications.csv');
    expect(within(exportArea).getByRole('link', { name: 'Download users (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/export/users.csv',
    );
    await screen.findAllByRole('img');
  });

  it('draws no bars, and says so, when nothing is open and no one applied', async () => {
    stubStats(() =>
      jsonResponse({
        ...stats,
        openJobsByIndustry: {},
        applicationsPerWeek: weeks.map((weekStart) => ({ weekStart, count: 0 })),
      }),
    );
    renderWithProviders(<StatsCharts />, { user: testAdmin });
    const [industries, perWeek] = await screen.findAllByRole('img');
    expect(bars(industries!).every((bar) => bar.length === 0)).toBe(true);
    expect(bars(perWeek!).every((bar) => bar.length === 0)).toBe(true);
    expect(perWeek).toHaveAccessibleName('Applications per week: none in the last 12 weeks.');
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    stubStats(() => jsonResponse({ error: 'Server down' }, 500));
    renderWithProviders(<StatsCharts />, { user: testAdmin });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The charts could not be loaded. Server down',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
