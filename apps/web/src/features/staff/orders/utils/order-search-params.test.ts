import { describe, expect, it } from 'vitest';
import {
  EMPTY_ORDER_SEARCH,
  orderListParams,
  readOrderSearch,
  writeOrderSearch,
} from './order-search-params';

describe('order board search params', () => {
  it('reads a full URL and writes it back the same', () => {
    const url = 'q=acme&status=open&industry=Healthcare&owner=me&sort=start&dir=desc&page=3';
    const search = readOrderSearch(new URLSearchParams(url));
    expect(search).toEqual({
      q: 'acme',
      status: 'open',
      industry: 'Healthcare',
      owner: 'me',
      sort: 'start',
      dir: 'desc',
      page: 3,
    });
    expect(writeOrderSearch(search).toString()).toBe(url);
  });

  it('treats unreadable values as unset, and leaves defaults out of the URL', () => {
    const search = readOrderSearch(
      new URLSearchParams('status=maybe&industry=Mining&sort=salary&dir=up&page=-2'),
    );
    expect(search).toEqual(EMPTY_ORDER_SEARCH);
    expect(writeOrderSearch(search).toString()).toBe('');
    // A start-date sort reads soonest first unless asked otherwise.
    expect(readOrderSearch(new URLSearchParams('sort=start')).dir).toBe('asc');
  });

  it('asks the API with the explicit sort, direction, page and size', () => {
    expect(orderListParams({ ...EMPTY_ORDER_SEARCH, status: 'new', page: 2 }).toString()).toBe(
      'status=new&sort=created&dir=desc&page=2&limit=20',
    );
  });
});
