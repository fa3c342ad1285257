import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract/endpoints';
import { isKeptApiRead, isKeptPage, isMemberPage, isVisitorPage } from './cache-rules';

const API = '/api/v1';
/** A path parameter filled in, as a request would name it. */
const sample = (path: string) => path.replace(/:[A-Za-z]+/g, 'x');

describe('what the service worker keeps (decision 0058)', () => {
  it("never keeps a member's call, the session or a sign-in step; keeps every public read", () => {
    const reads = Object.values(endpoints).filter((endpoint) => endpoint.method === 'GET');
    expect(reads.length).toBeGreaterThan(20);
    for (const endpoint of reads) {
      const kept = isKeptApiRead(`${API}${sample(endpoint.path)}`);
      const isPublicContent = endpoint.auth === 'public' && !endpoint.path.startsWith('/auth/');
      expect(kept, `${endpoint.method} ${endpoint.path}`).toBe(isPublicContent);
    }
    expect(isKeptApiRead('/api/dev/outbox')).toBe(false);
    expect(isKeptApiRead('/api/v1/membersonly')).toBe(true);
  });

  it('serves the account area only from the network, and keeps no page with a code in it', () => {
    for (const page of ['/account', '/account/', '/account/transactions', '/account/deletion']) {
      expect(isMemberPage(page), page).toBe(true);
      expect(isKeptPage(page), page).toBe(false);
    }
    for (const page of ['/accounts', '/promos', '/', '/login', '/partners/abc', '/raffle/x']) {
      expect(isMemberPage(page), page).toBe(false);
      expect(isKeptPage(page), page).toBe(true);
    }
    for (const page of ['/logout', '/auth', '/social-login', '/dev/outbox', '/offline-card.html']) {
      expect(isKeptPage(page), page).toBe(false);
    }
  });

  it('never keeps an API answer opened as a page: a member’s export or card from a link', () => {
    for (const path of ['/api/v1/members/me/export', '/api/v1/members/me/card', '/api/v1/promos'])
      expect(isKeptPage(path), path).toBe(false);
  });

  it('keeps a copy only of a whole page rendered for a visitor', () => {
    const visitor = '<!doctype html><div id="root" data-rendered="visitor">';
    expect(isVisitorPage(200, 'text/html; charset=utf-8', visitor)).toBe(true);
    expect(isVisitorPage(200, 'text/html', '<div id="root" data-rendered="member">')).toBe(false);
    expect(isVisitorPage(200, 'application/json', `{"html":"${visitor}"}`)).toBe(false);
    expect(isVisitorPage(200, null, visitor)).toBe(false);
    expect(isVisitorPage(404, 'text/html', visitor)).toBe(false);
    expect(isVisitorPage(503, 'text/html', visitor)).toBe(false);
  });
});
