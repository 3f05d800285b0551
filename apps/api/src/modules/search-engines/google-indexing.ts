import type { GoogleIndexingConfig } from '../../config/env.ts';
import { errorText, postJson, type DeliveryOutcome } from './search-engine-http.ts';
import type { NotificationKind } from './notifications-repository.ts';

const SCOPE = 'https://www.googleapis.com/auth/indexing';

// Google's Indexing API, for JobPosting pages: one publish request per URL, with a bearer
// token from the service account's JWT grant (RFC 7523), signed RS256 with its key (jose) and
// kept until shortly before it expires.
export function createGoogleIndexingClient(config: GoogleIndexingConfig) {
  let cached: { token: string; until: number } | undefined;
  let key: CryptoKey | undefined;

  async function accessToken(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    // jose is loaded only where Google is configured, with the first token.
    const { importPKCS8, SignJWT } = await import('jose');
    key ??= await importPKCS8(config.privateKey, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(config.clientEmail)
      .setAudience(config.tokenUrl)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    const response = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error_description?: string;
      error?: string;
    };
    if (!response.ok || !body.access_token) {
      throw new TokenError(
        response.status,
        `token: HTTP ${response.status} ${body.error_description ?? body.error ?? ''}`.trim(),
      );
    }
    // A minute's margin, so a token never expires between being read and being used.
    const lifetime = Math.max(0, (body.expires_in ?? 3600) - 60) * 1000;
    cached = { token: body.access_token, until: Date.now() + lifetime };
    return body.access_token;
  }

  return {
    async publish(url: string, kind: NotificationKind): Promise<DeliveryOutcome> {
      let token: string;
      try {
        token = await accessToken();
      } catch (error) {
        // A refused grant (wrong key, revoked account) is for staff to fix; anything else
        // (no answer, Google's 5xx) is a moment to wait out.
        if (error instanceof TokenError && error.status >= 400 && error.status < 500) {
          return error.status === 429
            ? { result: 'retry', error: error.message }
            : { result: 'failed', error: error.message };
        }
        return { result: 'retry', error: errorText(error) };
      }
      const outcome = await postJson(
        config.endpoint,
        { url, type: kind === 'deleted' ? 'URL_DELETED' : 'URL_UPDATED' },
        { authorization: `Bearer ${token}` },
      );
      // A token Google no longer accepts: fetch a new one next time.
      if (outcome.result === 'failed' && outcome.error.startsWith('HTTP 401')) {
        cached = undefined;
        return { result: 'retry', error: outcome.error };
      }
      return outcome;
    },
  };
}

class TokenError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
