import { jest } from '@jest/globals';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { keepJson, sendKeptJson } from './kept-json.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
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

  beforeAll(async () => {
    const app = express();
    sendKeptJson(app);
    app.get('/kept', (_req, res) => {
      res.json(list);
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
});
