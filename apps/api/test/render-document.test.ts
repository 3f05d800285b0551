import { describe, expect, it } from 'vitest';
import { renderDocument } from '../src/modules/web/render-document.ts';

describe('renderDocument', () => {
  it("writes the page's language and names the page in each language", () => {
    const html = renderDocument('<html lang="en"><head></head><body></body></html>', {
      site: { agencyName: 'A', phone: '1', phoneHours: 'h', address: 'a', publicUrl: 'http://x' },
      head: {
        status: 200,
        title: 'T',
        description: 'D',
        canonicalPath: '/es/find-job',
        alternates: { en: '/find-job', es: '/es/find-job' },
      },
      locale: 'es',
    });
    expect(html).toMatch(/^<html lang="es">/);
    expect(html).toContain('rel="canonical" href="http://x/es/find-job"');
    expect(html).toContain('rel="alternate" hreflang="en" href="http://x/find-job"');
    expect(html).toContain('rel="alternate" hreflang="es" href="http://x/es/find-job"');
    expect(html).toContain('rel="alternate" hreflang="x-default" href="http://x/find-job"');
    expect(html).toContain('property="og:locale" content="es_US"');
    expect(html).toContain('property="og:locale:alternate" content="en_US"');
    expect(html).toContain('property="og:url" content="http://x/es/find-job"');
  });

  it('gives link previews the title and description the rendered page wrote, in its language', () => {
    const html = renderDocument(
      '<html lang="en"><head></head><body><div id="root"></div></body></html>',
      {
        site: { agencyName: 'A', phone: '1', phoneHours: 'h', address: 'a', publicUrl: 'http://x' },
        head: {
          status: 200,
          title: 'About Us',
          description: 'Who we are.',
          canonicalPath: '/es/about-us',
          alternates: { en: '/about-us', es: '/es/about-us' },
        },
        locale: 'es',
        app: {
          html: '<main>…</main>',
          head: '<title>Quiénes somos &amp; qué hacemos | A</title><meta name="description" content="Somos &quot;A&quot; &lt;b&gt;"/>',
          styles: [],
          scripts: [],
        },
      },
    );
    expect(html).toContain('property="og:title" content="Quiénes somos &amp; qué hacemos | A"');
    expect(html).toContain('property="og:description" content="Somos &quot;A&quot; &lt;b&gt;"');
    expect(html).not.toContain('About Us');
    expect(html).not.toContain('Who we are.');
  });

  it('embeds the site config as inert JSON that cannot close its script element', () => {
    const html = renderDocument('<html><head><title>x</title></head><body></body></html>', {
      site: {
        agencyName: '</script><script>alert(1)</script>',
        phone: '1',
        phoneHours: 'h',
        address: 'a & b',
        publicUrl: 'http://x',
      },
      head: { status: 200, title: 'T', description: 'D' },
    });
    const match = /<script id="site-config" type="application\/json">(.*?)<\/script>/s.exec(html);
    expect(match).not.toBeNull();
    expect(match?.[1]).not.toContain('</script');
    expect(JSON.parse(match?.[1] ?? '')).toMatchObject({
      agencyName: '</script><script>alert(1)</script>',
      address: 'a & b',
    });
  });

  it('writes known stylesheets into the page, and links the ones it does not hold', () => {
    const template =
      '<html><head><link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="stylesheet" crossorigin href="/assets/b.css"></head><body><div id="root"></div></body></html>';
    const html = renderDocument(template, {
      site: { agencyName: 'A', phone: '1', phoneHours: 'h', address: 'a', publicUrl: 'http://x' },
      head: { status: 200, title: 'T', description: 'D' },
      styles: new Map([
        ['/assets/a.css', '.a{color:red}'],
        ['/assets/c.css', '.c::after{content:"</style><script>x</script>"}'],
      ]),
      app: {
        html: '<p>page</p>',
        head: '',
        state: null,
        styles: ['/assets/c.css'],
        scripts: [],
      },
    });
    expect(html).toContain(
      '<style data-href="/assets/a.css">.a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/a.css" disabled />',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/b.css">');
    // A stylesheet's text cannot end its element early.
    expect(html).not.toContain('</style><script>');
    expect(html.match(/<\/style>/g)).toHaveLength(2);
  });
});
