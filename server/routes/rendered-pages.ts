import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchAppPage } from '#contract/app-paths';
import type { AppContext } from '../context';
import { withSharedHead } from '../http/page-head';
import type { PageRenderer } from '#contract/page-render';
import { createPageAnswerer, renderTemplate } from '../http/page-render';
import { siteOrigin } from '../http/site-origin';
import { createRenderBudget } from '../http/render-budget';
import { sendAppShell } from '../http/static';
import { createAppPageChecks, type PageFound } from '../services/rendered-page-checks';

/**
 * With the server-rendering build every page comes rendered, its status, title and sharing tags
 * from its route (docs/decisions/0054). Without it (or when the renderer fails) the app shell goes
 * out: 404 where the app shows 'Page Not Found', and a content page's title, description and
 * sharing tags written into it, so a link preview still reads them (decision 0053).
 */
export function renderedPages(context: AppContext, renderer: PageRenderer | null) {
  const checks = createAppPageChecks(context, { devTools: context.config.env !== 'production' });
  const shell = readFileSync(path.join(context.config.staticDir, 'index.html'), 'utf8');
  const pages = renderer
    ? createPageAnswerer({
        render: renderer.renderPage,
        pageKey: renderer.pageKey,
        budget: createRenderBudget(context.config.rendersPerMinute),
        onRefused: context.metrics.renderRefused,
        template: renderTemplate(shell),
        clock: context.clock,
      })
    : null;

  const find = async (request: FastifyRequest): Promise<PageFound> => {
    const page = matchAppPage(request.url.split('?')[0] ?? '/');
    if (!page) return { exists: false, shared: null };
    try {
      return await checks.find(page);
    } catch (error) {
      request.log.warn({ err: error }, 'app page check failed');
      return { exists: true, shared: null };
    }
  };

  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (pages && request.method === 'GET') {
      const site = siteOrigin(context.config.publicOrigin, request);
      try {
        return await pages.send(request, reply, site ?? '');
      } catch (error) {
        // The app renders the page in the browser instead: a visitor never pays for our bug.
        request.log.error({ err: error }, 'page render failed; sent the app shell');
      }
    }
    const found = await find(request);
    const origin = found.shared ? siteOrigin(context.config.publicOrigin, request) : null;
    if (!found.shared || !origin) return sendAppShell(request, reply, found.exists ? 200 : 404);
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withSharedHead(shell, found.shared, origin));
  };
}
