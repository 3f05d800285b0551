// The pages of the signed-in app: the account pages and the staff area. They are one React
// app with its own entry script, loaded only on these paths; every other page is a public
// document the server renders (ADR 0021). The server answers these paths with the app's
// shell, and the app sends any other path to the server as a normal navigation.
const APP_PATHS: readonly RegExp[] = [
  /^\/profile$/,
  /^\/profile\/(applications|saved-jobs|alerts|security)$/,
  // Spec: /admin/* (including the /admin/dashboard that "Back to Dashboard" targets) shows
  // the dashboard, so every path under /admin is the app's.
  /^\/admin(\/.*)?$/,
  /^\/edit-job\/[^/]+$/,
  // The client portal and its invitation link (modules/clients).
  /^\/client(\/.*)?$/,
  // A candidate's consent to sharing their profile (modules/shortlists).
  /^\/share-consent$/,
];

// The app's pages a job seeker reads: their account pages and the consent link. These exist
// in Spanish too, at the same paths under /es; staff and client screens stay English.
const SEEKER_PATHS: readonly RegExp[] = [
  /^\/profile$/,
  /^\/profile\/(applications|saved-jobs|alerts|security)$/,
  /^\/share-consent$/,
];

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isAppPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return APP_PATHS.some((pattern) => pattern.test(path));
}

// An app page that has a Spanish version (its English path, without /es).
export function isSeekerAppPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return SEEKER_PATHS.some((pattern) => pattern.test(path));
}
