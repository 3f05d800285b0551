import { useQuery } from '@tanstack/react-query';
import { siteConfigSchema, type SiteConfig } from '@staffing/shared/site-config';
import { apiRequest } from './api-client';

export const SITE_CONFIG_ELEMENT_ID = 'site-config';
export const siteConfigQueryKey = ['site-config'] as const;

// Production: the server renders the config into the page as inert JSON, so the footer and
// navbar show the agency's details on first paint. Anything malformed counts as absent and
// falls back to the API rather than breaking the page.
export function readInjectedSiteConfig(doc: Document = document): SiteConfig | undefined {
  const text = doc.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const result = siteConfigSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export function fetchSiteConfig({ signal }: { signal?: AbortSignal } = {}): Promise<SiteConfig> {
  return apiRequest('/api/site-config', { signal, parse: (data) => siteConfigSchema.parse(data) });
}

// Undefined only while the development server fetches it; components render without the
// contact details until then instead of inventing placeholder values.
export function useSiteConfig(): SiteConfig | undefined {
  const { data } = useQuery({
    queryKey: siteConfigQueryKey,
    queryFn: fetchSiteConfig,
    initialData: () => readInjectedSiteConfig(),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data;
}
