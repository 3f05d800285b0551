// A cookie the page may read (the CSRF token, the language choice), decoded; undefined
// where there is no document (the server renderer) or no such cookie. Its own module so the
// public pages' behaviours read cookies without loading the API client.
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined' || !document.cookie) return undefined;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return undefined;
}
