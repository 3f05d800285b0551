import { useSiteConfig } from '@/lib/site-config';

type PageMetaProps = {
  title: string;
  description: string;
  // Error pages should not end up in search results.
  noIndex?: boolean;
};

// React 19 hoists <title> and <meta> into <head>, and removes them again when the page
// unmounts, so every page declares its own without a head-manager library.
export function PageMeta({ title, description, noIndex = false }: PageMetaProps) {
  const site = useSiteConfig();
  const fullTitle = site ? `${title} | ${site.agencyName}` : title;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
