import { MESSAGES } from '@staffing/shared/messages';
import { LOCALE_TAGS, LOCALES, type Locale } from '@staffing/shared/i18n/locales';
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

// Open Graph's name of a language: es_US for es-US.
const ogLocale = (locale: Locale) => LOCALE_TAGS[locale].replace('-', '_');

// React's escaping of a text or attribute (&, <, >, ", '), undone so it can be escaped again
// as an attribute.
const unescapeReact = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

// The title and description a server-rendered page wrote in its own head, in its language.
function renderedTitleAndDescription(head: string | undefined) {
  if (!head) return {};
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
  return {
    ...(title === undefined ? {} : { title: unescapeReact(title) }),
    ...(description === undefined ? {} : { description: unescapeReact(description) }),
  };
}

// `pageHasTitle`: a server-rendered page brings its own <title>, description and robots rule
// (React's, which the browser's React takes over as it hydrates). Server-written ones would be
// claimed by React in their place (it adopts the document's first <title>), and removing them
// later would pull nodes out from under React. Its link previews (Open Graph) then say what
// the page's own title and description say, in the page's language.
function headTags(
  site: SiteConfig,
  head: PageHead,
  locale: Locale,
  page: { hasTitle: boolean; title?: string; description?: string },
): string {
  const pageHasTitle = page.hasTitle;
  const title = head.status === 404 ? head.title : `${head.title} | ${site.agencyName}`;
  const tags = pageHasTitle
    ? []
    : [
        `<title ${MARK}>${escapeHtml(title)}</title>`,
        `<meta ${MARK} name="description" content="${escapeHtml(head.description)}" />`,
      ];
  if (head.noIndex && !pageHasTitle) tags.push(`<meta ${MARK} name="robots" content="noindex" />`);
  if (head.canonicalPath !== undefined) {
    const url = `${site.publicUrl}${head.canonicalPath === '/' ? '/' : head.canonicalPath}`;
    tags.push(
      `<link ${MARK} rel="canonical" href="${escapeHtml(url)}" />`,
      `<meta ${MARK} property="og:type" content="${head.ogType ?? 'website'}" />`,
      `<meta ${MARK} property="og:site_name" content="${escapeHtml(site.agencyName)}" />`,
      `<meta ${MARK} property="og:title" content="${escapeHtml(page.title ?? title)}" />`,
      `<meta ${MARK} property="og:description" content="${escapeHtml(page.description ?? head.description)}" />`,
      `<meta ${MARK} property="og:url" content="${escapeHtml(url)}" />`,
      `<meta ${MARK} property="og:locale" content="${ogLocale(locale)}" />`,
      ...LOCALES.filter((other) => other !== locale).map(
        (other) => `<meta ${MARK} property="og:locale:alternate" content="${ogLocale(other)}" />`,
      ),
      `<meta ${MARK} name="twitter:card" content="summary" />`,
    );
  }
  if (head.alternates) {
    const { en, es } = head.alternates;
    const link = (hreflang: string, path: string) =>
      `<link ${MARK} rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${site.publicUrl}${path}`)}" />`;
    tags.push(link('en', en), link('es', es), link('x-default', en));
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

// What the server renderer produced for this page (see the web app's entry-server.tsx).
export type RenderedApp = {
  // A document's markup for #root; empty for the signed-in app's shell.
  html: string;
  // Head tags the page rendered (title, description, a feed link, a robots rule), already
  // escaped by React.
  head: string;
  // The signed-in app's starting state (the session and the site configuration, as its query
  // cache), as JSON; documents have none, their islands' props are in their markup.
  state?: unknown;
  // Hashed files: the document's stylesheets, its islands' scripts to preload.
  styles: string[];
  scripts: string[];
  // False when a document went out without counts still being made: not to be reused.
  complete?: boolean;
};

// A stylesheet the page needs, written into the page itself when the server holds its text:
// the first paint then waits on no stylesheet request (each one a round trip on a phone's
// connection), and the page's rules travel in one compressed stream instead of one per file.
// The disabled link beside it is never fetched; it tells the browser's module loader
// (Vite's preload helper, which looks for a stylesheet link with that href) that the
// file's rules are already on the page, so a later navigation does not load them again.
export type StyleTexts = ReadonlyMap<string, string>;

function styleTag(href: string, styles: StyleTexts | undefined): string {
  const text = styles?.get(href);
  const escaped = escapeHtml(href);
  if (text === undefined) return `<link rel="stylesheet" crossorigin href="${escaped}" />`;
  // A stylesheet cannot hold "</style" in a way that matters, but a hostile or odd file must
  // still not be able to end the element early.
  return `<style data-href="${escaped}">${text.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" crossorigin href="${escaped}" disabled />`;
}

function appHeadTags(app: RenderedApp, styles: StyleTexts | undefined): string[] {
  return [
    ...app.styles.map((href) => styleTag(href, styles)),
    ...app.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
    ),
    ...(app.head ? [app.head] : []),
    ...(app.state === undefined
      ? []
      : [
          `<script id="page-state" type="application/json">${escapeJsonForHtml(JSON.stringify(app.state))}</script>`,
        ]),
  ];
}

// The page sent for every route: a built template (index.html for the public documents,
// app.html for the signed-in app) with this page's head and, for a document, its markup.
// The template's own title and description are replaced, not duplicated.
export function renderDocument(
  template: string,
  data: {
    site: SiteConfig;
    head: PageHead;
    // The page's language, its <html lang> (the templates say "en").
    locale?: Locale;
    app?: RenderedApp;
    styles?: StyleTexts;
  },
): string {
  const withoutDefaults = template
    .replace(/<html lang="en"/, `<html lang="${data.locale ?? 'en'}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '')
    .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (tag, href: string) =>
      data.styles?.has(href) ? styleTag(href, data.styles) : tag,
    );
  const pageHasTitle = Boolean(data.app?.html) && (data.app?.head ?? '').includes('<title>');
  const page = pageHasTitle
    ? { hasTitle: true, ...renderedTitleAndDescription(data.app?.head) }
    : { hasTitle: false };
  const tags = [
    headTags(data.site, data.head, data.locale ?? 'en', page),
    ...(data.app ? appHeadTags(data.app, data.styles) : []),
  ];
  const withHead = withoutDefaults.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
  const html = data.app?.html;
  if (!html) return withHead;
  // The page is readable without JavaScript, so the "needs JavaScript" note goes.
  return withHead
    .replace(/<noscript\b[\s\S]*?<\/noscript\s*>\s*/i, '')
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
}

// A document the server failed to render (a bug, logged with the request id): an honest
// apology with a way home, in the site's template but without its scripts.
export function renderFailurePage(template: string, site: SiteConfig): string {
  const title = `Something went wrong | ${site.agencyName}`;
  const body = `<main id="main" style="padding:2rem;max-width:40rem;margin:auto"><h1>Something went wrong</h1><p>${escapeHtml(MESSAGES.serverError)}</p><p><a href="/">Go to the home page</a></p></main>`;
  return template
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(title)}</title>`)
    .replace(/<script\b[^>]*type="module"[^>]*><\/script>\s*/gi, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/gi, '')
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}
