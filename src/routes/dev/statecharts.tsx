import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { StatechartsPage } from '#src/features/dev-tools/statecharts-page';
import { loadClientConfig } from '#src/lib/reference-data';

/**
 * Development only: production is never inspected (lib/inspection). autoCodeSplitting gives it
 * its own chunk, which loads every machine lazily; the public pages never pull it.
 */
export const Route = createFileRoute('/dev/statecharts')({
  validateSearch: v.object({ machine: v.optional(v.pipe(v.string(), v.maxLength(64))) }),
  beforeLoad: async () => {
    if (!import.meta.env.DEV) throw notFound();
    const config = await loadClientConfig();
    if (!config.devTools) throw notFound();
  },
  head: () => ({ meta: [{ title: 'Statecharts | Go Rewards' }] }),
  component: StatechartsRoute,
});

function StatechartsRoute() {
  const { machine } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StatechartsPage
      machineId={machine}
      onChoose={(id) => void navigate({ search: { machine: id }, replace: true })}
    />
  );
}
