import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CardList,
  CardListItem,
  CardListMain,
  CardListMeta,
  CardListSide,
  CardListTitle,
} from './card-list';

describe('CardList', () => {
  it('is a named list of cards, each with a heading, meta lines and a side', () => {
    render(
      <CardList aria-label="Saved jobs">
        <CardListItem padding="sm" data-testid="item">
          <CardListMain>
            <CardListTitle>Night Nurse</CardListTitle>
            <CardListMeta>Chicago, IL · Full-time</CardListMeta>
          </CardListMain>
          <CardListSide>
            <button type="button">Remove</button>
          </CardListSide>
        </CardListItem>
      </CardList>,
    );
    const list = screen.getByRole('list', { name: 'Saved jobs' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item?.tagName).toBe('LI');
    expect(item?.className).toMatch(/card/);
    expect(
      within(list).getByRole('heading', { level: 2, name: 'Night Nurse' }),
    ).toBeInTheDocument();
    expect(within(list).getByText('Chicago, IL · Full-time').tagName).toBe('P');
    expect(within(list).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('takes the heading level the page needs', () => {
    render(<CardListTitle headingLevel="h3">Failed email</CardListTitle>);
    expect(screen.getByRole('heading', { level: 3, name: 'Failed email' })).toBeInTheDocument();
  });

  it('lays an item out in columns when asked, and keeps caller classes', () => {
    render(
      <CardList>
        <CardListItem layout="columns" className="extra">
          <CardListMain gap="sm" fill={false} className="own">
            Body
          </CardListMain>
        </CardListItem>
      </CardList>,
    );
    const item = screen.getByRole('listitem');
    expect(item.className).toMatch(/columns/);
    expect(item).toHaveClass('extra');
    const main = screen.getByText('Body');
    expect(main).toHaveClass('own');
    expect(main.className).toMatch(/gapSm/);
    expect(main.className).not.toMatch(/fill/);
  });
});
