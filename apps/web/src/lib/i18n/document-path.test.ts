import { describe, expect, it } from 'vitest';
import { documentPathIn } from './document-path';

describe('documentPathIn', () => {
  it('puts public pages and the job seeker’s own pages in the language', () => {
    expect(documentPathIn('/find-job?q=nurse', 'es')).toBe('/es/find-job?q=nurse');
    expect(documentPathIn('/profile/applications', 'es')).toBe('/es/profile/applications');
    expect(documentPathIn('/share-consent?token=t', 'es')).toBe('/es/share-consent?token=t');
    expect(documentPathIn('/es/profile', 'en')).toBe('/profile');
  });

  it('leaves staff and client screens, queries alone and other sites as they are', () => {
    expect(documentPathIn('/admin/orders', 'es')).toBe('/admin/orders');
    expect(documentPathIn('/client', 'es')).toBe('/client');
    expect(documentPathIn('?page=2', 'es')).toBe('?page=2');
    expect(documentPathIn('https://example.com/x', 'es')).toBe('https://example.com/x');
  });
});
