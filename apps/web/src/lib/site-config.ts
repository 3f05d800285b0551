import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@staffing/shared/site-config';
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
    return asSiteConfig(JSON.parse(text));
  } catch {
    return undefined;
  }
}

const SITE_CONFIG_FIELDS = ['agencyName', 'phone', 'phoneHours', 'address', 'publicUrl'] as const;

// The shared siteConfigSchema's check, by hand: this runs on every page's startup path,
// which zod is kept off (ADR 0006). Unknown fields are dropped as the schema would.
function asSiteConfig(value: unknown): SiteConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const config: Partial<SiteConfig> = {};
  for (const field of SITE_CONFIG_FIELDS) {
    const fieldValue = record[field];
    if (typeof fieldValue !== 'string') return undefined;
    config[field] = fieldValue;
  }
  return config as SiteConfig;
}

// Only the development server, which embeds no configuration, asks for it; the schema is
// loaded with the answer.
export async function fetchSiteConfig({
  signal,
}: { signal?: AbortSignal } = {}): Promise<SiteConfig> {
  const [{ siteConfigSchema }, data] = await Promise.all([
    import('@staffing/shared/site-config'),
    apiRequest('/api/site-config', { signal }),
  ]);
  return siteConfigSchema.parse(data);
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
