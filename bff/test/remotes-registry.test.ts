import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, tempDir } from './harness.js';

const registry = (version: string) => ({
  remotes: [
    { name: 'booking', entry: `http://localhost:3001/${version}/mf-manifest.json` },
    { name: 'shop', entry: 'http://localhost:3002/mf-manifest.json' },
  ],
});

let file: string;
let bff: Awaited<ReturnType<typeof startBff>>;

beforeAll(async () => {
  file = path.join(tempDir('registry'), 'remotes.json');
  fs.writeFileSync(file, JSON.stringify(registry('v1')));
  bff = await startBff({ REMOTES_REGISTRY: file });
});
afterAll(async () => {
  await bff?.close();
});

describe('the remotes registry', () => {
  it('is served no-cache and re-read when the file changes, without a restart', async () => {
    const first = await request(bff.server).get('/remotes.json');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toEqual(registry('v1'));

    fs.writeFileSync(file, JSON.stringify(registry('v2')));
    const second = await request(bff.server).get('/remotes.json');
    expect(second.body).toEqual(registry('v2'));
  });

  it('answers 503 JSON when the file is broken, and recovers when it is fixed', async () => {
    fs.writeFileSync(file, '{"remotes": [');
    const broken = await request(bff.server).get('/remotes.json');
    expect(broken.status).toBe(503);
    expect(broken.body.message).toBe('Remotes registry invalid');
    fs.writeFileSync(file, JSON.stringify(registry('v3')));
    expect((await request(bff.server).get('/remotes.json')).body).toEqual(registry('v3'));
  });

  it('comes from REMOTES_JSON when that is set', async () => {
    const fromEnv = await startBff({ REMOTES_REGISTRY: file, REMOTES_JSON: JSON.stringify(registry('env')) });
    try {
      expect((await request(fromEnv.server).get('/remotes.json')).body).toEqual(registry('env'));
    } finally {
      await fromEnv.close();
    }
  });

  it('ships with the four remotes on their default ports', async () => {
    const shipped = await startBff({});
    try {
      const response = await request(shipped.server).get('/remotes.json');
      expect(response.body.remotes).toEqual([
        { name: 'booking', entry: 'http://localhost:3001/mf-manifest.json' },
        { name: 'shop', entry: 'http://localhost:3002/mf-manifest.json' },
        { name: 'account', entry: 'http://localhost:3003/mf-manifest.json' },
        { name: 'admin', entry: 'http://localhost:3004/mf-manifest.json' },
      ]);
    } finally {
      await shipped.close();
    }
  });
});
