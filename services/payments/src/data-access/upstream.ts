/**
 * A call to another service of the platform. 404 reads as undefined; any other failure throws a
 * plain error, which the app logs and answers as a 500 (the caller retries later).
 */
export async function callService<T>(
  baseUrl: string,
  path: string,
  { method = 'GET', body, requestId }: { method?: string; body?: unknown; requestId?: string } = {},
): Promise<T | undefined> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(8_000),
  });
  if (response.status === 404) return undefined;
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(`${method} ${baseUrl}${path} answered ${response.status} ${text.slice(0, 200)}`.trim());
  }
  // An empty answer (204) still means done.
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as T;
}
