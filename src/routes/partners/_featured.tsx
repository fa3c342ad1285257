import { createFileRoute } from '@tanstack/react-router';
import { PAGE_SIZES } from '#contract/content';
import * as partnersCalls from '#contract/calls/partners';
import type { PartnerSummary } from '#contract/partners';
import { useContentPage } from '#src/lib/content-page';
import { PartnerListPlaceholder } from '#src/features/partners/placeholders';
import { call } from '#src/lib/api';

/** Featured partners do not follow the list's filters (below): one load per visit. */
export const Route = createFileRoute('/partners/_featured')({
  loader: () =>
    call(partnersCalls.getPartners, {
      query: { featured: '1', limit: String(PAGE_SIZES.partners), sort_by: 'title.asc' },
    }).then(
      (answer) => answer.data,
      // A failed featured list hides the section.
      (): PartnerSummary[] => [],
    ),
  pendingComponent: PartnersPending,
});

function PartnersPending() {
  return <PartnerListPlaceholder page={useContentPage('partners')} />;
}
