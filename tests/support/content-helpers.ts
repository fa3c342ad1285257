import * as v from 'valibot';
import { expect } from 'vitest';
import { contentData, type ContentData } from '../../server/db/seed/content-data';
import { manilaDay as manilaToday } from '../../server/shared/manila';
import { envelopeOf, get } from './auth-helpers';
import type { TestApp } from './test-app';

/**
 * Helpers for the content integration tests: a parsed 200 answer, the 404 and 400 envelopes,
 * and the seed's own data for the Manila day the test server seeded on.
 */
export async function ok<S extends v.GenericSchema>(
  t: TestApp,
  path: string,
  schema: S,
): Promise<v.InferOutput<S>> {
  const response = await get(t, path);
  expect(response.statusCode, `${path}: ${response.body.slice(0, 200)}`).toBe(200);
  expect(response.headers['cache-control'], path).toBe('public, max-age=60');
  return v.parse(schema, response.json());
}

export async function expectNotFound(t: TestApp, path: string): Promise<void> {
  const response = await get(t, path);
  expect(response.statusCode, path).toBe(404);
  expect(envelopeOf(response).error_key, path).toBe('NOT_FOUND');
  expect(response.headers['cache-control'], path).toBe('no-store');
}

/** A 400 VALIDATION_ERROR; `message` is the contract's message when given. */
export async function expectBadQuery(t: TestApp, path: string, message?: string): Promise<void> {
  const response = await get(t, path);
  expect(response.statusCode, path).toBe(400);
  const envelope = envelopeOf(response);
  expect(envelope.error_key, path).toBe('VALIDATION_ERROR');
  if (message) expect(envelope.error, path).toBe(message);
}

/** The seed's content for the day the test server runs on (the seed and the clock agree). */
export function seededContent(t: TestApp): { today: string; content: ContentData } {
  const today = manilaToday(t.now.value);
  return { today, content: contentData(today) };
}

export const runsOn = (today: string, start: string, end: string) => start <= today && today <= end;
