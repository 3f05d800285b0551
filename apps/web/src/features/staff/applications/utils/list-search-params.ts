import { APPLICATION_STATUSES, type ApplicationStatus } from '@staffing/shared/account-schemas';
import { APPLICATION_KINDS, type ApplicationKind } from '@staffing/shared/constants';

export type AdminListTab = 'applications' | 'messages';

export type AdminListState = {
  tab: AdminListTab;
  jobId: string | undefined;
  kind: ApplicationKind | undefined;
  status: ApplicationStatus | undefined;
  // false: only applicants who meet every knock-out; true: only those knocked out.
  knockedOut: boolean | undefined;
  page: number;
};

function isStatus(value: string | null): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);
}

function isKind(value: string | null): value is ApplicationKind {
  return (APPLICATION_KINDS as readonly (string | null)[]).includes(value);
}

// The URL is the state: filters and page survive a reload, the back button and a shared link
// (the application emails link to /admin/applications, job pages to ?jobId=...).
export function readListState(params: URLSearchParams): AdminListState {
  const page = Number(params.get('page'));
  const kind = params.get('kind');
  const jobId = params.get('jobId')?.trim();
  const status = params.get('status');
  const knockedOut = params.get('knockedOut');
  return {
    tab: params.get('tab') === 'messages' ? 'messages' : 'applications',
    jobId: jobId === '' ? undefined : jobId,
    kind: isKind(kind) ? kind : undefined,
    status: isStatus(status) ? status : undefined,
    knockedOut: knockedOut === 'true' ? true : knockedOut === 'false' ? false : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeListState(state: AdminListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab === 'messages') params.set('tab', 'messages');
  if (state.jobId) params.set('jobId', state.jobId);
  if (state.kind) params.set('kind', state.kind);
  if (state.status) params.set('status', state.status);
  if (state.knockedOut !== undefined) params.set('knockedOut', String(state.knockedOut));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
