// Leaving a public document for another one (after a login, a signup or a passkey sign-in):
// a normal page load, which brings the visitor's new session with the next page's HTML.
// One function, so the forms' tests can tell where a form sent the visitor.
export function loadDocument(path: string): void {
  window.location.assign(path);
}
