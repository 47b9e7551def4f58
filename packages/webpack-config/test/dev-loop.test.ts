import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ADMIN = path.resolve(__dirname, '../../../mfe-admin');
let child: ChildProcess | undefined;
afterAll(() => child?.kill('SIGTERM'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe('npm run dev -w <remote>', () => {
  it('serves a development build on its own port, and tells an open standalone page to reload after a source changes', async () => {
    const port = await freePort();
    child = spawn(process.execPath, [path.resolve(__dirname, '../dev.cjs')], { cwd: ADMIN, env: { ...process.env, DEV_PORT: String(port) } });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no dev server: ${output}`)), 60_000);
      child!.stdout!.on('data', (chunk) => {
        output += String(chunk);
        if (output.includes(`http://localhost:${port}`)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const page = await (await fetch(`http://localhost:${port}/standalone.html`)).text();
    expect(page).toContain('<script src="/__dev/reload.js" defer></script>');
    expect((await fetch(`http://localhost:${port}/mf-manifest.json`)).status).toBe(200);

    const reloaded = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no reload event within 60 s')), 60_000);
      http.get(`http://localhost:${port}/__dev/events`, (res) => {
        res.on('data', (chunk) => {
          if (String(chunk).includes('event: built')) {
            clearTimeout(timer);
            resolve(String(chunk));
            res.destroy();
          }
        });
        // A change of a source once the page listens: the watch rebuilds.
        const source = path.join(ADMIN, 'src', 'pages.tsx');
        setTimeout(() => fs.utimesSync(source, new Date(), new Date()), 300);
      });
    });
    expect(await reloaded).toContain('event: built');
  }, 150_000);
});
