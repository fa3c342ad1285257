import type { MakeRouteMatchUnion } from '@tanstack/react-router';
import type { CrumbTitles } from '#contract/page-head';

/**
 * The item pages of the matched routes by path, with the titles their headings show: the
 * breadcrumbs name them so, in the server's HTML as in the app.
 */
/** Pages whose headings the path's words do not say. */
const FIXED_TITLES: CrumbTitles = {
  '/account/claims': 'Missing points',
  '/account/claims/new': 'Report missing points',
};

export function pageTitles(matches: readonly MakeRouteMatchUnion[]): CrumbTitles {
  const titles: Record<string, string> = { ...FIXED_TITLES };
  for (const match of matches) {
    const titled = titleOf(match);
    if (titled) titles[titled[0]] = titled[1];
  }
  return titles;
}

function titleOf(match: MakeRouteMatchUnion): [path: string, title: string] | null {
  switch (match.routeId) {
    case '/promos/$id':
      return match.loaderData ? [match.pathname, match.loaderData.promo.title] : null;
    case '/shop-online/$slug':
      return match.loaderData ? [match.pathname, match.loaderData.shop.title] : null;
    case '/new-this-month/$slug': {
      const found = match.loaderData;
      if (!found) return null;
      return [match.pathname, found.kind === 'offer' ? found.shop.title : found.promo.title];
    }
    case '/partners/$slug':
    case '/stories/$slug':
    case '/cards/$slug/':
    case '/survey/$surveyId':
      return match.loaderData ? [match.pathname, match.loaderData.title] : null;
    // The card of its partner pages sits one step up the trail.
    case '/cards/$slug/partners':
      return match.loaderData ? [`/cards/${match.params.slug}`, match.loaderData.title] : null;
    case '/cards/$slug/partners/loading/$partnerSlug':
      return match.loaderData ? [match.pathname, match.loaderData.partner.title] : null;
    case '/_member/account/transactions/$transactionId':
      return match.loaderData ? [match.pathname, match.loaderData.storeName] : null;
    case '/_member/account/spending':
      return [match.pathname, 'My spending'];
    case '/raffle/$slug':
      return match.loaderData ? [match.pathname, match.loaderData.raffle.title] : null;
    default:
      return null;
  }
}
