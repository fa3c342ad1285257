import { createFileRoute } from '@tanstack/react-router';
import { PrepaidLandingPage } from '#src/features/editorial/marketing-pages';

export const Route = createFileRoute('/prepaid')({
  head: () => ({
    meta: [
      { title: 'Prepaid Card | Go Rewards' },
      {
        name: 'description',
        content:
          'A Go Rewards prepaid card, virtual or physical, that earns points wherever VISA is accepted.',
      },
    ],
  }),
  component: () => <PrepaidLandingPage />,
});
