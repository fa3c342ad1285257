import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { contentGeneration } from '../db/content-generation';
import { CONTENT_CACHE_TTL_MS } from '../http/content-cache';
import { siteOrigin } from '../http/site-origin';
import { manilaDay } from '../shared/manila';
import { robotsTxt, type SitemapEntry, sitemapEntries, sitemapXml } from '../services/sitemap';

/** Crawlers read these rarely; an edit reaches them within the hour. */
const SEO_CACHE_CONTROL = 'public, max-age=3600';

const TEXT = 'text/plain; charset=utf-8';
const BAD_HOST = 'The Host header does not name a site.';

/** /sitemap.xml and /robots.txt, for the pages the server serves. */
export function seoRoutes(context: AppContext): FastifyPluginAsync {
  const { config, clock } = context;
  let kept: { key: string; at: number; entries: Promise<SitemapEntry[]> } | null = null;

  /** One query set per content edit and Manila day, like the content cache (decision 0027). */
  const entries = (): Promise<SitemapEntry[]> => {
    const now = clock();
    const key = `${contentGeneration()} ${manilaDay(now)}`;
    if (!kept || kept.key !== key || now.getTime() - kept.at >= CONTENT_CACHE_TTL_MS) {
      const loading = sitemapEntries(context, manilaDay(now));
      kept = { key, at: now.getTime(), entries: loading };
      loading.catch(() => {
        if (kept?.entries === loading) kept = null;
      });
    }
    return kept.entries;
  };

  /** A document naming this site's origin, or 400 when the Host header names none. */
  const serve =
    (type: string, write: (origin: string) => string | Promise<string>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = siteOrigin(config.publicOrigin, request);
      if (!origin) return reply.code(400).type(TEXT).send(BAD_HOST);
      const body = await write(origin);
      return reply.header('cache-control', SEO_CACHE_CONTROL).type(type).send(body);
    };

  return async (app) => {
    app.get(
      '/sitemap.xml',
      serve('application/xml; charset=utf-8', async (origin) =>
        sitemapXml(origin, await entries()),
      ),
    );
    app.get('/robots.txt', serve(TEXT, robotsTxt));
  };
}
