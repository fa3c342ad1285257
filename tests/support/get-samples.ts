import type { EndpointName } from '#contract/endpoints';
import { PREPAID_CARD_UUID } from '#server/db/seed/content-data';

/** Sample paths for GET endpoints with path parameters or required query parameters. */
export const GET_SAMPLES: Partial<Record<EndpointName, string>> &
  Record<string, string | undefined> = {
  getLocationsCities: '/locations/cities?province=1300000000',
  getLocationsBarangays: '/locations/barangays?province=1300000000&city=1381200000',
  getTransactions: '/members/me/transactions?type=1&limit=10&page=2',
  downloadTransactions: '/members/me/transactions.csv?type=2',
  // The seed's first transaction is the first demo member's (DEMO.active), whom the sweep signs in.
  getTransaction: '/members/me/transactions/1',
  getNearbyStores: '/partner-stores/nearby?latitude=14.5547&longitude=121.0244&limit=20',
  getRaffle: '/raffles/holiday-raffle-2026',
  getSurvey: '/surveys/GRSURVEY2026',
  getPromo: '/promos/1/double-points-weekend',
  getShop: '/shops/1/pindot-online-mall-up-to-20-off-smartphones',
  getRelatedShops: '/shops/featured/12/pindot-online-mall-up-to-20-off-smartphones',
  getPartner: '/partners/1',
  getPartnerBySlug: '/partners/slug/bayanihan-mart',
  getPartnerStores: '/partner-stores?buid=BAYANIHAN_MART',
  getPartnerAddresses: '/partner-addresses?id=1&type=distribution',
  getLoadingPartner: '/loading-partners/kanto-express-mart',
  getCard: '/cards/prepaid-card',
  getCardPartners: '/cards/prepaid-card/partners/loading',
  getCardWebview: `/cards/${PREPAID_CARD_UUID}/webview_data`,
  getStory: '/stories/keeping-your-account-safe',
  getPolicy: '/policies/terms',
};
