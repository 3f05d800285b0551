import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, testSiteConfig } from '@/testing/test-data';
import { readInjectedSiteConfig, SITE_CONFIG_ELEMENT_ID, useSiteConfig } from './site-config';

function inject(text: string) {
  const script = document.createElement('script');
  script.id = SITE_CONFIG_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => {
  document.getElementById(SITE_CONFIG_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('site config', () => {
  it('reads the JSON the server injected into the page', () => {
    inject(JSON.stringify(testSiteConfig));
    expect(readInjectedSiteConfig()).toEqual(testSiteConfig);
  });

  it('ignores a missing, malformed or incomplete injection', () => {
    expect(readInjectedSiteConfig()).toBeUndefined();
    inject('{not json');
    expect(readInjectedSiteConfig()).toBeUndefined();
    document.getElementById(SITE_CONFIG_ELEMENT_ID)?.remove();
    inject(JSON.stringify({ agencyName: 'Only a name' }));
    expect(readInjectedSiteConfig()).toBeUndefined();
  });

  it('uses the injected config without a request', () => {
    inject(JSON.stringify(testSiteConfig));
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderHook(() => useSiteConfig(), { wrapper });

    expect(result.current).toEqual(testSiteConfig);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /api/site-config when nothing was injected (development)', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(testSiteConfig));
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderHook(() => useSiteConfig(), { wrapper });

    await waitFor(() => {
      expect(result.current).toEqual(testSiteConfig);
    });
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/site-config');
  });
});
