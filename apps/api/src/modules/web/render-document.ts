import type { SiteConfig } from '@staffing/shared/site-config';

// JSON placed inside a <script> element must not be able to close it or open a comment.
export function escapeJsonForHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// The page shell sent for every client route. The site configuration travels as inert JSON
// (allowed by the CSP, unlike an inline script) so the footer renders without a round trip.
export function renderDocument(template: string, data: { site: SiteConfig }): string {
  const payload = `<script id="site-config" type="application/json">${escapeJsonForHtml(
    JSON.stringify(data.site),
  )}</script>`;
  return template.replace('</head>', `${payload}\n</head>`);
}
