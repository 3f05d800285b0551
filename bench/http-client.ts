// A tiny browser stand-in for the load scripts: keeps cookies, echoes the XSRF token, and can
// pretend to come from its own address (the server runs with TRUST_PROXY=true for these runs,
// as it would behind a proxy), so per-address limits see many visitors rather than one.
export class VirtualVisitor {
  readonly #cookies = new Map<string, string>();
  readonly #base: string;
  readonly #address: string;

  constructor(base: string, address: string) {
    this.#base = base;
    this.#address = address;
  }

  async request(method: string, path: string, body?: FormData | object): Promise<Response> {
    if (method !== 'GET' && !this.#cookies.has('XSRF-TOKEN')) {
      await (await this.request('GET', '/api/auth/check-session')).arrayBuffer();
    }
    const headers: Record<string, string> = { 'x-forwarded-for': this.#address };
    if (this.#cookies.size > 0) {
      headers.cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (method !== 'GET')
      headers['x-xsrf-token'] = decodeURIComponent(this.#cookies.get('XSRF-TOKEN') ?? '');
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.#base}${path}`, { method, headers, body: payload });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired =
        value === '' ||
        attributes.some((attribute) => /max-age=0|expires=thu, 01 jan 1970/i.test(attribute));
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    return response;
  }
}

// A real PDF of about the given size: header, a body of filler, trailer.
export function pdfOfSize(bytes: number, marker: string): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\n`);
  const tail = Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n');
  const filler = Buffer.alloc(Math.max(0, bytes - head.length - tail.length), 0x20);
  for (let index = 0; index < filler.length; index += 97) filler[index] = 0x41 + (index % 26);
  return Buffer.concat([head, filler, tail]);
}
