import { createFileRoute, notFound } from '@tanstack/react-router';
import { OutboxPage } from '#src/features/dev-tools/outbox-page';
import { loadClientConfig } from '#src/lib/reference-data';

/** Development only: the server answers 404 for the outbox in production, and so does this page. */
export const Route = createFileRoute('/dev/outbox')({
  beforeLoad: async () => {
    const config = await loadClientConfig();
    if (!config.devTools) throw notFound();
  },
  head: () => ({ meta: [{ title: 'Development outbox | Go Rewards' }] }),
  component: OutboxPage,
});
