export type UsersListState = {
  q: string;
  page: number;
  // An account to point out: the activity log links to /admin/users?id=ID.
  id: string | undefined;
};

// The URL is the state: a search and its page survive a reload, the back button and a link.
export function readUsersListState(params: URLSearchParams): UsersListState {
  const page = Number(params.get('page'));
  const id = params.get('id')?.trim() ?? '';
  return {
    q: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    id: id === '' ? undefined : id,
  };
}

export function writeUsersListState(state: UsersListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.id) params.set('id', state.id);
  return params;
}
