import express from 'express';

const JSON_BODY_LIMIT = '1mb';
/** Deepest object/array nesting a request body may have (ours are flat: 32 is generous). */
const MAX_JSON_DEPTH = 32;

const OPEN = new Set([0x7b, 0x5b]); // { [
const CLOSE = new Set([0x7d, 0x5d]); // } ]
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Nesting depth of a JSON text, by one pass over its bytes (no recursion, strings skipped). */
function jsonDepth(buf: Buffer, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const byte = buf[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPEN.has(byte)) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (CLOSE.has(byte)) depth--;
  }
  return deepest;
}

/** A body-parser error our exception filter answers as 400 "Request body is nested too deeply.". */
class TooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  constructor() {
    super('request body nested too deeply');
  }
}

/**
 * express.json with a nesting limit checked on the raw bytes before parsing: a 3,000-level body is
 * refused with 400 before class-transformer or class-validator (both recursive) ever see it.
 */
export function jsonBodyParser() {
  return express.json({
    limit: JSON_BODY_LIMIT,
    verify: (_req, _res, buf) => {
      if (jsonDepth(buf, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new TooDeepError();
    },
  });
}
