import { ContentNotFound } from '#src/components/content/content-not-found';
import { PageContainer } from '#src/components/layout/page-container';

/** docs/specification.md#not-found: the sections' names on their not-found views. */
export const OFFER_SECTIONS = {
  promos: { title: 'Promos', backHref: '/promos', backLabel: 'Back to Promos' },
  shopOnline: { title: 'ShopOnline', backHref: '/shop-online', backLabel: 'Back to Shop Online' },
  newThisMonth: {
    title: 'New This Month',
    backHref: '/new-this-month',
    backLabel: 'Back to New This Month',
  },
} as const;

export function OfferNotFound({ section }: { section: keyof typeof OFFER_SECTIONS }) {
  return (
    <PageContainer>
      <ContentNotFound {...OFFER_SECTIONS[section]} />
    </PageContainer>
  );
}
