import { jest } from '@jest/globals';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { keepJson, sendKeptJson } from './kept-json.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function getRaw(
  server: Server,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Answer['headers']; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function get(server: Server, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('kept JSON answers', () => {
  let server: Server;
  let stringified = 0;
  const list = keepJson([
    { id: 1, title: 'Surya namaskar', date: new Date(Date.UTC(2026, 10, 30)) },
  ]);
  const plain = [{ id: 2, title: 'Pranayama' }];
  const long = keepJson(
    Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Live class ${i}`, time: '06:00' })),
  );

  beforeAll(async () => {
    const app = express();
    sendKeptJson(app);
    app.get('/kept', (_req, res) => {
      res.json(list);
    });
    app.get('/long', (_req, res) => {
      res.json(long);
    });
    app.get('/plain', (_req, res) => {
      res.json(plain);
    });
    app.get('/typed', (_req, res) => {
      res.type('application/problem+json').json(list);
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const original = JSON.stringify;
    jest
      .spyOn(JSON, 'stringify')
      .mockImplementation((...args: Parameters<typeof JSON.stringify>) => {
        stringified++;
        return original(...args);
      });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the same bytes as res.json, serialized once, with a strong ETag', async () => {
    stringified = 0;
    const first = await get(server, '/kept');
    const second = await get(server, '/kept');
    expect(first.status).toBe(200);
    expect(first.body).toBe(JSON.stringify(list));
    expect(second.body).toBe(first.body);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(first.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    // Two answers, one serialization (the expectation's own JSON.stringify above counts one more).
    expect(stringified).toBe(2);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { headers } = await get(server, '/kept');
    const again = await get(server, '/kept', { 'if-none-match': String(headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('leaves values that are not kept to Express, and keeps a content type set before', async () => {
    stringified = 0;
    const a = await get(server, '/plain');
    await get(server, '/plain');
    expect(a.body).toBe(JSON.stringify(plain));
    expect(a.headers['etag']).toMatch(/^W\//); // Express's own, weak
    expect(stringified).toBe(3);
    const typed = await get(server, '/typed');
    expect(typed.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(typed.body).toBe(JSON.stringify(list));
  });

  it('compresses a kept body once per coding the browser accepts, each with its own ETag', async () => {
    const text = JSON.stringify(long);
    expect(text.length).toBeGreaterThan(1024);
    const br = await getRaw(server, '/long', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    const gz = await getRaw(server, '/long', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(text);
    const identity = await getRaw(server, '/long', {});
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(text);
    const tags = [br, gz, identity].map((a) => String(a.headers['etag']));
    expect(new Set(tags).size).toBe(3);
    expect(tags[0]).toMatch(/-br"$/);
    for (const a of [br, gz, identity]) expect(a.headers['vary']).toBe('Accept-Encoding');
    const again = await getRaw(server, '/long', {
      'accept-encoding': 'br',
      'if-none-match': tags[0],
    });
    expect(again.status).toBe(304);
    // A body under 1 KB is sent as it is, whatever the browser accepts.
    const short = await getRaw(server, '/kept', { 'accept-encoding': 'br' });
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.body.toString()).toBe(JSON.stringify(list));
  });
});
