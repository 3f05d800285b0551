import { describe, expect, it } from 'vitest';
import { renderDocument } from '../src/modules/web/render-document.ts';

describe('renderDocument', () => {
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
});
