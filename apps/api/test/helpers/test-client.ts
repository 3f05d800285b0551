import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@staffing/shared/constants';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type FilePart = { field?: string; fileName: string; contentType: string; content: Buffer };

// A browser stand-in for app.inject: keeps cookies between requests and, like the web
// client, echoes the XSRF-TOKEN cookie as the X-XSRF-TOKEN header on state-changing calls.
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly #app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.#app = app;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: Method,
    url: string,
    options: {
      json?: unknown;
      payload?: InjectOptions['payload'];
      headers?: Record<string, string>;
      csrf?: boolean;
    } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== 'GET' && options.csrf !== false) {
      if (!this.cookies.has(CSRF_COOKIE_NAME)) await this.request('GET', '/api/auth/check-session');
      headers[CSRF_HEADER_NAME] ??= this.cookies.get(CSRF_COOKIE_NAME) ?? '';
    }
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const response = await this.#app.inject({
      method,
      url,
      headers,
      ...(options.json !== undefined ? { payload: options.json as InjectOptions['payload'] } : {}),
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
    });
    for (const cookie of response.cookies) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, headers ? { headers } : {});
  }

  post(
    url: string,
    json?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ) {
    return this.request('POST', url, { json: json ?? {}, ...options });
  }

  multipart(
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    file?: FilePart,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ) {
    const body = multipartBody(fields, file);
    return this.request(method, url, {
      payload: body.payload,
      headers: { ...body.headers, ...options.headers },
      ...(options.csrf !== undefined ? { csrf: options.csrf } : {}),
    });
  }
}

export function multipartBody(
  fields: Record<string, string>,
  file?: FilePart,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'resume'}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
