import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * The breadcrumbs of the card partner pages link their 'Partners' segment here: it has no page of
 * its own, so it goes to where to buy, the first of the two.
 */
export const Route = createFileRoute('/cards/$slug/partners/')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/cards/$slug/partners/distribution',
      params: { slug: params.slug },
      replace: true,
    });
  },
});
