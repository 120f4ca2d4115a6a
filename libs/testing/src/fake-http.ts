// What the local provider fakes (Zoom, Razorpay) share: reading a JSON request body and answering JSON.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers `body` as JSON with `status`; no body, an empty answer (e.g. 204). */
export function send(res: ServerResponse, status: number, body?: unknown) {
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Answers `body` as JSON (`send`) and says the call is handled (a route handler's `true`). */
export function answer(res: ServerResponse, status: number, body?: unknown): true {
  send(res, status, body);
  return true;
}

/** The request's JSON body: `{}` when empty, `null` when it is not JSON. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (!chunks.length) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}
