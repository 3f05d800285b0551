import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffSearchGroup, StaffSearchResponse } from '@staffing/shared/staff-search-schemas';
import { jsonResponse, testAdmin } from '@/testing/test-data';
import { stubApi } from '@/testing/stub-api';
import { renderWithProviders } from '@/testing/test-utils';
import { StaffSearch } from './staff-search';

const group = (
  kind: StaffSearchGroup['kind'],
  label: string,
  results: [id: string, label: string, path: string][],
  more = false,
): StaffSearchGroup => ({
  kind,
  label,
  results: results.map(([id, resultLabel, path]) => ({
    id,
    label: resultLabel,
    detail: `${resultLabel} detail`,
    path,
  })),
  more,
});

const answerFor = (q: string): StaffSearchResponse => ({
  q,
  groups: [
    group(
      'candidates',
      'Candidates',
      [
        ['c1', 'Maria Quintero', '/admin/candidates/c1'],
        ['c2', 'Marco Polo', '/admin/candidates/c2'],
      ],
      true,
    ),
    group('jobs', 'Jobs', [['j1', 'Marine Welder', '/edit-job/j1']]),
    group('orders', 'Orders', [['o1', 'Line Cook at Mar Foods', '/admin/orders/o1']]),
    group('clients', 'Clients', [['k1', 'Marlow Clinics', '/admin/clients/k1']], true),
  ],
});

function setup(answer: (q: string) => Response = (q) => jsonResponse(answerFor(q))) {
  const api = stubApi({
    'GET /api/admin/search': () => {
      const search = api.calls.at(-1)?.search ?? '';
      return answer(new URLSearchParams(search).get('q') ?? '');
    },
  });
  const rendered = renderWithProviders(
    <main>
      <input aria-label="Some other field" />
      <StaffSearch />
    </main>,
    { user: testAdmin, path: '/admin' },
  );
  const trigger = screen.getByRole('button', { name: /Search…/ });
  return { api, trigger, ...rendered };
}

const combobox = () => screen.getByRole('combobox', { name: /Search candidates, jobs/ });
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('StaffSearch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens from its button with a combobox that owns a grouped listbox of results', async () => {
    const { api, trigger, user } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    const input = combobox();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    const listId = input.getAttribute('aria-controls') ?? '';
    expect(document.getElementById(listId)).toHaveAttribute('role', 'listbox');
    expect(within(dialog).getByText('Type at least 2 characters.')).toBeVisible();

    await user.type(input, 'm');
    // One character asks nothing.
    expect(api.callsTo('GET /api/admin/search')).toHaveLength(0);
    await user.type(input, 'ar');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(listbox.id).toBe(listId);
    // Typing "ar" within the pause asked once, for the whole word.
    expect(api.callsTo('GET /api/admin/search').map((call) => call.search)).toEqual(['?q=mar']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((element) => element.getAttribute('aria-labelledby'))).toHaveLength(4);
    expect(within(listbox).getByRole('group', { name: 'Candidates' })).toBeVisible();
    expect(within(listbox).getByRole('group', { name: 'Jobs' })).toBeVisible();
    expect(within(listbox).getByRole('group', { name: 'Orders' })).toBeVisible();
    const clients = within(listbox).getByRole('group', { name: /^Clients/ });
    expect(clients).toHaveAccessibleName(
      expect.stringContaining('more match, add a word to narrow'),
    );
    const candidates = within(
      within(listbox).getByRole('group', { name: 'Candidates' }),
    ).getAllByRole('option');
    expect(candidates.map((option) => option.textContent)).toEqual([
      'Maria QuinteroMaria Quintero detail',
      'Marco PoloMarco Polo detail',
      'See all candidates matching “mar”',
    ]);
    // The first result is highlighted, and the field says so.
    expect(activeOption()).toBe(candidates[0]);
    expect(candidates[0]).toHaveAttribute('aria-selected', 'true');
    expect(candidates[1]).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(
      '2+ candidates, 1 job, 1 order, 1+ clients',
    );
  });

  it('moves with ArrowUp, ArrowDown, Home and End, and Enter opens the highlighted result', async () => {
    const { trigger, user, router } = setup();
    await user.click(trigger);
    await user.type(combobox(), 'mar');
    await screen.findByRole('listbox');
    const labels = () =>
      activeOption()?.querySelector('span')?.textContent ?? activeOption()?.textContent;
    expect(labels()).toBe('Maria Quintero');
    await user.keyboard('{ArrowDown}');
    expect(labels()).toBe('Marco Polo');
    await user.keyboard('{ArrowDown}');
    expect(labels()).toBe('See all candidates matching “mar”');
    await user.keyboard('{ArrowDown}');
    expect(labels()).toBe('Marine Welder');
    await user.keyboard('{End}');
    expect(labels()).toBe('Marlow Clinics');
    // Past the last, back to the first; before the first, the last.
    await user.keyboard('{ArrowDown}');
    expect(labels()).toBe('Maria Quintero');
    await user.keyboard('{ArrowUp}');
    expect(labels()).toBe('Marlow Clinics');
    await user.keyboard('{Home}');
    expect(labels()).toBe('Maria Quintero');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(labels()).toBe('Line Cook at Mar Foods');
    expect(combobox()).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/orders/o1');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens "See all" in the list that takes the words, and a clicked result', async () => {
    const { trigger, user, router } = setup();
    await user.click(trigger);
    await user.type(combobox(), 'mar');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/candidates');
    });
    expect(router.state.location.search).toBe('?q=mar');

    await user.click(trigger);
    await user.type(combobox(), 'mar');
    await user.click(await screen.findByRole('option', { name: /Marine Welder/ }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/edit-job/j1');
    });
  });

  it('closes with Escape, giving the focus back to its button, and opens empty again', async () => {
    const { trigger, user } = setup();
    await user.click(trigger);
    await user.type(combobox(), 'mar');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    expect(combobox()).toHaveValue('');
  });

  it('opens on "/" outside a field and on Ctrl-K or ⌘-K anywhere', async () => {
    const { user, trigger } = setup();
    // "/" typed into a field is text.
    const other = screen.getByRole('textbox', { name: 'Some other field' });
    await user.type(other, '/');
    expect(other).toHaveValue('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    other.blur();
    await user.keyboard('/');
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeVisible();
    // The "/" opened the box; it is not typed into it.
    expect(combobox()).toHaveValue('');
    expect(combobox()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();

    other.focus();
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeVisible();
    await user.keyboard('{Escape}');
    // Back in the field it was opened from.
    expect(other).toHaveFocus();

    act(() => {
      document.body.focus();
    });
    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeVisible();
  });

  it('says when nothing matches, and when the search failed, with a way to try again', async () => {
    let failing = true;
    const { trigger, user } = setup((q) =>
      q === 'zzz'
        ? jsonResponse({
            q,
            groups: answerFor(q).groups.map((found) => ({ ...found, results: [], more: false })),
          })
        : failing
          ? jsonResponse({ error: 'Something went wrong' }, 500)
          : jsonResponse(answerFor(q)),
    );
    await user.click(trigger);
    await user.type(combobox(), 'zzz');
    expect(
      await screen.findByText('Nothing matches “zzz”. Check the spelling, or try fewer words.'),
    ).toBeVisible();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('No matches');

    await user.clear(combobox());
    await user.type(combobox(), 'mar');
    expect(await screen.findByText('Check your connection and try again.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('The search did not answer.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: /Maria Quintero/ })).toBeVisible();
  });

  it('keeps the last results on screen while the next ones load', async () => {
    let release: (() => void) | undefined;
    const { trigger, user } = setup((q) => jsonResponse(answerFor(q)));
    await user.click(trigger);
    await user.type(combobox(), 'mar');
    await screen.findByRole('option', { name: /Maria Quintero/ });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = () => {
              resolve(jsonResponse(answerFor('mari')));
            };
          }),
      ),
    );
    await user.type(combobox(), 'i');
    await waitFor(() => {
      expect(release).toBeDefined();
    });
    expect(screen.getByRole('option', { name: /Maria Quintero/ })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Updating…');
    act(() => {
      release?.();
    });
    await waitFor(() => {
      expect(screen.getByRole('status')).not.toHaveTextContent('Updating…');
    });
  });
});
