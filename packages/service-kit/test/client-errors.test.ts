import http from 'node:http';
import net from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerParserRefusals } from '../src/client-errors.js';

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.get('/*path', (_req, res) => void res.json({ ok: true }));
  server = http.createServer(app);
  answerParserRefusals(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends raw bytes and reads the whole answer (the server closes the connection after a refusal). */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

describe("the HTTP parser's refusals", () => {
  it('answers an address past the 16 KB header limit with a JSON 431 and its code, not a bare status line', async () => {
    const answer = await raw(`GET /api/x/${'0'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/Content-Type: application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ code: 'headersTooLarge', message: 'Request headers too large', errors: [] });
  });

  it('answers bytes that are not HTTP with a JSON 400', async () => {
    const answer = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'validation', message: 'Invalid request' });
  });

  it('still answers an ordinary request', async () => {
    const answer = await raw('GET /fine HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});
