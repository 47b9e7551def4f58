import fs from 'node:fs/promises';
import { Router } from 'express';
import { z } from 'zod';

/** The registry the shell reads at start-up: which remotes exist and where their manifests are. */
export const remotesRegistrySchema = z.object({
  remotes: z.array(z.object({ name: z.string().min(1), entry: z.string().min(1), version: z.string().optional() }).loose()),
});
export type RemotesRegistry = z.infer<typeof remotesRegistrySchema>;

/** The registry as configured: REMOTES_JSON when set, else the file (throws when unreadable or invalid). */
export async function readRemotesRegistry(source: { file: string; json: string | undefined }): Promise<RemotesRegistry> {
  const text = source.json ?? (await fs.readFile(source.file, 'utf8'));
  return remotesRegistrySchema.parse(JSON.parse(text));
}

/**
 * GET /remotes.json, read on every request (never cached in memory nor by the browser): rolling a
 * remote forward or back is an edit of the file, and the next page load sees it.
 * REMOTES_JSON (the registry as text) wins over the file when set.
 */
export function remotesRegistry(source: { file: string; json: string | undefined }): Router {
  const router = Router();
  router.get('/remotes.json', async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    let text: string;
    try {
      text = source.json ?? (await fs.readFile(source.file, 'utf8'));
    } catch (error) {
      req.log.error({ err: error, file: source.file }, 'remotes registry unreadable');
      res.status(503).json({ message: 'Remotes registry unavailable' });
      return;
    }
    let registry: RemotesRegistry;
    try {
      registry = remotesRegistrySchema.parse(JSON.parse(text));
    } catch (error) {
      req.log.error({ err: error, file: source.json ? 'REMOTES_JSON' : source.file }, 'remotes registry invalid');
      res.status(503).json({ message: 'Remotes registry invalid' });
      return;
    }
    res.json(registry);
  });
  return router;
}
