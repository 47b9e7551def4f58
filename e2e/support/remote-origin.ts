import fs from 'node:fs';
import path from 'node:path';
import { remotePart } from '../../scripts/lib/platform.mjs';
import { startProcess, stopProcess, waitForHttp } from '../../scripts/lib/run.mjs';
import { e2e, PLATFORM_LOG, REGISTRY_FILE } from './platform.js';

type RegistryEntry = { name: string; entry: string };

/** Reads and edits the remotes registry the e2e BFF serves, as a deployment would. */
export const registry = {
  read(): { remotes: RegistryEntry[] } {
    return JSON.parse(fs.readFileSync(REGISTRY_FILE, 'utf8'));
  },
  point(name: string, entry: string) {
    const current = registry.read();
    current.remotes = current.remotes.map((remote) => (remote.name === name ? { ...remote, entry } : remote));
    fs.writeFileSync(REGISTRY_FILE, JSON.stringify(current, null, 2));
  },
  reset() {
    fs.writeFileSync(REGISTRY_FILE, JSON.stringify(e2e.registry, null, 2));
  },
};

/** A separate origin serving a remote's built folder on its own port, like a team's deployment. */
export async function startRemoteOrigin(app: string, port: number, dir: string) {
  const remote = e2e.remotes.find((candidate: { app: string }) => candidate.app === app)!;
  const part = remotePart(e2e, { ...remote, port }, dir);
  const child = startProcess({ ...part, name: `${app}@${port}`, logStream: fs.createWriteStream(PLATFORM_LOG, { flags: 'a' }) });
  await waitForHttp(part.health, { child, name: part.name });
  return {
    manifestUrl: `http://localhost:${port}/mf-manifest.json`,
    stop: () => stopProcess(child),
  };
}

/** Every file of a build folder with its size and modification time: to prove a folder was not rebuilt. */
export function snapshotFolder(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  const visit = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) visit(full);
      else {
        const stat = fs.statSync(full);
        result[path.relative(dir, full)] = `${stat.size}:${stat.mtimeMs}`;
      }
    }
  };
  visit(dir);
  return result;
}
