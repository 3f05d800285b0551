import type { SiteConfig } from '@staffing/shared/site-config';
import type { PageHead } from '../seo/page-head.ts';

// JSON placed inside a <script> element must not be able to close it or open a comment.
export function escapeJsonForHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Tags the client removes once it renders its own head (see the web app's main.tsx): they are
// for crawlers and link previews that run no JavaScript.
const MARK = 'data-server-head';

function headTags(site: SiteConfig, head: PageHead): string {
  const title = head.status === 404 ? head.title : `${head.title} | ${site.agencyName}`;
  const tags = [
    `<title ${MARK}>${escapeHtml(title)}</title>`,
    `<meta ${MARK} name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.noIndex) tags.push(`<meta ${MARK} name="robots" content="noindex" />`);
  if (head.canonicalPath !== undefined) {
    const url = `${site.publicUrl}${head.canonicalPath === '/' ? '/' : head.canonicalPath}`;
    tags.push(
      `<link ${MARK} rel="canonical" href="${escapeHtml(url)}" />`,
      `<meta ${MARK} property="og:type" content="${head.ogType ?? 'website'}" />`,
      `<meta ${MARK} property="og:site_name" content="${escapeHtml(site.agencyName)}" />`,
      `<meta ${MARK} property="og:title" content="${escapeHtml(title)}" />`,
      `<meta ${MARK} property="og:description" content="${escapeHtml(head.description)}" />`,
      `<meta ${MARK} property="og:url" content="${escapeHtml(url)}" />`,
      `<meta ${MARK} name="twitter:card" content="summary" />`,
    );
  }
  if (head.jsonLd) {
    tags.push(
      `<script ${MARK} type="application/ld+json">${escapeJsonForHtml(JSON.stringify(head.jsonLd))}</script>`,
    );
  }
  tags.push(
    `<script id="site-config" type="application/json">${escapeJsonForHtml(JSON.stringify(site))}</script>`,
  );
  return tags.join('\n    ');
}

// The page shell sent for every client route: the built index.html with this page's head.
// The template's own title and description are replaced, not duplicated.
export function renderDocument(
  template: string,
  data: { site: SiteConfig; head: PageHead },
): string {
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  return withoutDefaults.replace('</head>', `  ${headTags(data.site, data.head)}\n  </head>`);
}
