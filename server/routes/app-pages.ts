import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchAppPage } from '#contract/app-paths';
import type { AppContext } from '../context';
import { withSharedHead } from '../http/page-head';
import type { RenderPage } from '#contract/page-render';
import { renderTemplate, sendRenderedPage } from '../http/page-render';
import { siteOrigin } from '../http/site-origin';
import { sendAppShell } from '../http/static';
import { createAppPageChecks, type PageFound } from '../services/app-pages';

/**
 * 404 where the app shows 'Page Not Found', so a crawler sees what the member sees; a content
 * page's own title, description and sharing tags in the HTML a link preview reads. With the
 * server-rendering build, every page comes rendered (docs/decisions/0054).
 */
export function appPages(context: AppContext, render: RenderPage | null) {
  const checks = createAppPageChecks(context.db, {
    devTools: context.config.env !== 'production',
    clock: context.clock,
  });
  const shell = readFileSync(path.join(context.config.staticDir, 'index.html'), 'utf8');
  const rendered = render ? { render, page: renderTemplate(shell) } : null;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const page = matchAppPage(request.url.split('?')[0] ?? '/');
    let found: PageFound = { exists: page !== null, shared: null };
    if (page) {
      try {
        found = await checks.find(page);
      } catch (error) {
        request.log.warn({ err: error }, 'app page check failed');
      }
    }
    const origin = found.shared ? siteOrigin(context.config.publicOrigin, request) : null;
    if (rendered && request.method === 'GET') {
      const { shared } = found;
      try {
        return await sendRenderedPage(request, reply, rendered, (html) =>
          shared && origin ? withSharedHead(html, shared, origin) : html,
        );
      } catch (error) {
        // The app renders the page in the browser instead: a visitor never pays for our bug.
        request.log.error({ err: error }, 'page render failed; sent the app shell');
      }
    }
    if (!found.shared || !origin) return sendAppShell(request, reply, found.exists ? 200 : 404);
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withSharedHead(shell, found.shared, origin));
  };
}
