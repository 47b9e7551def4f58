import { http } from 'msw';
import { server } from './server.js';

/**
 * Holds the POST requests to these paths until the returned `release()` is called, then lets the
 * mock server answer them as usual: a test sees what the page shows while it waits.
 */
export function holdPosts(...paths: string[]): () => void {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  server.use(
    ...paths.map((path) =>
      http.post(`*${path}`, async () => {
        await answered;
        return undefined;
      }),
    ),
  );
  return release;
}
