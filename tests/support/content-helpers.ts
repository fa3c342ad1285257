import * as v from 'valibot';
import { expect } from 'vitest';
import { contentData, type ContentData } from '#server/db/seed/content-data';
import { manilaDay as manilaToday } from '#server/shared/manila';
import { envelopeOf } from './auth-helpers';
import type { TestApp } from './test-app';
import { definitionOf, type CallName, type CallRequest } from './test-client';

const labelOf = (name: CallName, request: object) => `${name} ${JSON.stringify(request)}`;

/** A public content read: 200, cacheable, and in the contract's shape. */
export async function ok<N extends CallName>(t: TestApp, name: N, request: CallRequest<N> = {}) {
  const answer = await t.call(name, request);
  const label = labelOf(name, request);
  expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBe(200);
  expect(answer.headers['cache-control'], label).toBe('public, max-age=60');
  v.parse(definitionOf(name).response, answer.body);
  return answer.body;
}

export async function expectNotFound<N extends CallName>(
  t: TestApp,
  name: N,
  request: CallRequest<N>,
): Promise<void> {
  const answer = await t.call(name, request);
  const label = labelOf(name, request);
  expect(answer.status, label).toBe(404);
  expect(envelopeOf(answer).error_key, label).toBe('NOT_FOUND');
  expect(answer.headers['cache-control'], label).toBe('no-store');
}

/** A 400 VALIDATION_ERROR; `message` is the contract's message when given. */
export async function expectBadQuery<N extends CallName>(
  t: TestApp,
  name: N,
  request: CallRequest<N>,
  message?: string,
): Promise<void> {
  const answer = await t.call(name, request);
  const label = labelOf(name, request);
  expect(answer.status, label).toBe(400);
  const envelope = envelopeOf(answer);
  expect(envelope.error_key, label).toBe('VALIDATION_ERROR');
  if (message) expect(envelope.error, label).toBe(message);
}

/** The seed's content for the day the test server runs on (the seed and the clock agree). */
export function seededContent(t: TestApp): { today: string; content: ContentData } {
  const today = manilaToday(t.now.value);
  return { today, content: contentData(today) };
}

export const runsOn = (today: string, start: string, end: string) => start <= today && today <= end;
