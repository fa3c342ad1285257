import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type * as v from 'valibot';
import { manilaDay } from '../shared/manila';
import { contentGeneration } from '../db/content-generation';
import { serializeAnswer } from '../shared/answer';

/** Decision 0027: a hit costs no database call, no serialisation and no compression. */

export const PUBLIC_CONTENT_CACHE = 'public, max-age=60';
export const CONTENT_CACHE_ENTRIES = 500;
/**
 * An edit made outside this process shows within the minute a browser may keep the answer anyway.
 */
export const CONTENT_CACHE_TTL_MS = 60_000;
/** As @fastify/compress's threshold in server/app.ts. */
const COMPRESS_THRESHOLD_BYTES = 1024;

interface Entry {
  body: string;
  etag: string;
  br: Buffer | null;
  gzip: Buffer | null;
  storedAt: number;
  generation: number;
}

export interface ContentCacheOptions {
  clock: () => Date;
  maxEntries?: number;
  ttlMs?: number;
}

export interface ContentCache {
  /** A failure of `load` (404, 500) is not kept. */
  send<S extends v.GenericSchema>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    load: () => Promise<v.InferInput<S>>,
  ): Promise<FastifyReply>;
  readonly size: number;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stableJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value === undefined ? null : value);
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.slice(1, -1);
  return ifNoneMatch.split(',').some((raw) => {
    // If-None-Match uses the weak comparison (RFC 9110, 13.1.2): a W/ prefix is ignored.
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag || tag === `"${bare}-br"` || tag === `"${bare}-gzip"`;
  });
}

type Encoding = 'br' | 'gzip' | null;
/** Parsing Accept-Encoding per request took 4% of a cached read. */
const encodingOf = new Map<string, Encoding>();
const ENCODINGS_KEPT = 64;

export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return null;
  let encoding = encodingOf.get(acceptEncoding);
  if (encoding === undefined) {
    if (encodingOf.size >= ENCODINGS_KEPT) encodingOf.clear();
    encoding = parseEncoding(acceptEncoding);
    encodingOf.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseEncoding(acceptEncoding: string): Encoding {
  const allowed = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    allowed.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (allowed.get(name) ?? allowed.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function makeEntry(body: string, now: number): Entry {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const large = Buffer.byteLength(body) >= COMPRESS_THRESHOLD_BYTES;
  return {
    body,
    etag,
    br: large
      ? brotliCompressSync(body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          },
        })
      : null,
    gzip: large ? gzipSync(body) : null,
    storedAt: now,
    generation: contentGeneration(),
  };
}

export function createContentCache(options: ContentCacheOptions): ContentCache {
  const ttlMs = options.ttlMs ?? CONTENT_CACHE_TTL_MS;
  const entries = new LRUCache<string, Entry>({ max: options.maxEntries ?? CONTENT_CACHE_ENTRIES });

  const fresh = (entry: Entry, now: number) => {
    const age = now - entry.storedAt;
    // A clock moved backwards (tests) makes an entry stale too, never immortal.
    return entry.generation === contentGeneration() && age >= 0 && age < ttlMs;
  };

  return {
    get size() {
      return entries.size;
    },
    async send(request, reply, schema, load) {
      const now = options.clock();
      const key = `${request.routeOptions.url ?? request.url}\n${stableJson(request.params)}\n${stableJson(request.query)}\n${manilaDay(now)}`;
      let entry = entries.get(key);
      if (!entry || !fresh(entry, now.getTime())) {
        entry = makeEntry(serializeAnswer(schema, await load()), now.getTime());
        entries.set(key, entry);
      }

      const encoding = pickEncoding(request.headers['accept-encoding']);
      const encoded = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : null;
      // Each encoding is its own representation, so its strong tag differs (RFC 9110, 8.8.3).
      const etag = encoding && encoded ? `"${entry.etag.slice(1, -1)}-${encoding}"` : entry.etag;
      void reply
        .header('cache-control', PUBLIC_CONTENT_CACHE)
        .header('vary', 'Accept-Encoding')
        .header('etag', etag);
      if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      void reply.header('content-type', 'application/json; charset=utf-8');
      if (encoding && encoded) return reply.header('content-encoding', encoding).send(encoded);
      return reply.send(entry.body);
    },
  };
}
