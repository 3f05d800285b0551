// What an engine's answer means for the queue: sent; try again later (429, 5xx, no answer:
// the engine or the network is having a moment); or refused for good (any other 4xx: a key
// or ownership problem staff must fix).
export type DeliveryOutcome =
  | { result: 'sent' }
  | { result: 'retry'; error: string; retryAfterMs?: number | undefined }
  | { result: 'failed'; error: string };

const TIMEOUT_MS = 15_000;

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<DeliveryOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { result: 'retry', error: `No answer: ${errorText(error)}` };
  }
  if (response.ok) {
    await response.body?.cancel();
    return { result: 'sent' };
  }
  const text = (await response.text().catch(() => '')).slice(0, 300);
  const error = `HTTP ${response.status}${text ? `: ${text}` : ''}`;
  if (response.status === 429 || response.status >= 500) {
    return {
      result: 'retry',
      error,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
    };
  }
  return { result: 'failed', error };
}

export function errorText(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
}
