import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { accountDeletionRoutes } from './account-deletion';
import { appLinkRoutes } from './app-link';
import { authRoutes } from './auth';
import { captchaRoutes } from './captcha';
import { cardRoutes } from './cards';
import { codeRoutes } from './codes';
import { dataExportRoutes } from './data-export';
import { deviceRoutes } from './devices';
import { factorRoutes } from './factors';
import { formRoutes } from './forms';
import { handoffRoutes } from './handoff';
import { linkRoutes } from './links';
import { locationRoutes } from './locations';
import { memberRoutes } from './members';
import { offerRoutes } from './offers';
import { editorialRoutes } from './editorial';
import { partnerRoutes } from './partners';
import { passcodeChangeRoutes } from './passcode-change';
import { sessionRoutes } from './sessions';
import { shellRoutes } from './shell';
import { socialRoutes } from './social';
import { spendingRoutes } from './spending';
import { claimRoutes } from './claims';
import { transactionRoutes } from './transactions';

export const areaRoutes = {
  shell: shellRoutes,
  sessions: sessionRoutes,
  auth: authRoutes,
  social: socialRoutes,
  captcha: captchaRoutes,
  codes: codeRoutes,
  handoff: handoffRoutes,
  members: memberRoutes,
  devices: deviceRoutes,
  'data-export': dataExportRoutes,
  'account-deletion': accountDeletionRoutes,
  factors: factorRoutes,
  'passcode-change': passcodeChangeRoutes,
  transactions: transactionRoutes,
  spending: spendingRoutes,
  claims: claimRoutes,
  'app-link': appLinkRoutes,
  locations: locationRoutes,
  forms: formRoutes,
  offers: offerRoutes,
  partners: partnerRoutes,
  cards: cardRoutes,
  pages: editorialRoutes,
  links: linkRoutes,
} satisfies Record<string, (context: AppContext) => FastifyPluginAsync>;

export function apiV1(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    // Everything under api/v1 is private unless a route says otherwise (SEC-45, ASVS 14.3.2):
    // member answers, session answers and errors are never stored by a browser or proxy.
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    });
    for (const routes of Object.values(areaRoutes)) await app.register(routes(context));
  };
}
