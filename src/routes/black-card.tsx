import { createFileRoute } from '@tanstack/react-router';
import { BlackCardPage } from '#src/features/editorial/marketing-pages';

export const Route = createFileRoute('/black-card')({
  head: () => ({
    meta: [
      { title: 'Black Card | Go Rewards' },
      {
        name: 'description',
        content:
          'Upgrade to the Go Rewards Black Card by spending at least P100,000 within 12 months.',
      },
    ],
  }),
  component: () => <BlackCardPage />,
});
