import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import * as formsCalls from '#contract/calls/forms';
import { RaffleSlugSchema } from '#contract/forms';
import { RafflePage } from '#src/features/forms/raffle-page';
import { loadRaffleMember } from '#src/features/forms/raffle-member';
import { call, toApiError } from '#src/lib/api';
import { loadClientConfig } from '#src/lib/reference-data';
import { titleUnlessNotFound } from '#src/lib/settings';

export const Route = createFileRoute('/raffle/$slug')({
  loader: async ({ params, context }) => {
    if (!v.is(RaffleSlugSchema, params.slug)) throw notFound();
    try {
      const [raffle, config, member] = await Promise.all([
        call(formsCalls.getRaffle, { params: { slug: params.slug } }),
        loadClientConfig(),
        loadRaffleMember(context.session),
      ]);
      return { raffle, config, member };
    } catch (error) {
      if (toApiError(error).status === 404) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData, match }) => ({
    meta: [
      { title: titleUnlessNotFound(match, `${loaderData?.raffle.title ?? 'Raffle'} | Go Rewards`) },
    ],
  }),
  component: RaffleRoute,
});

function RaffleRoute() {
  const { raffle, config, member } = Route.useLoaderData();
  return <RafflePage raffle={raffle} captcha={config.captcha} member={member} />;
}
