import { createFileRoute } from '@tanstack/react-router';
import { cardPolicyRoute } from '#src/features/editorial/policy-route';

export const Route = createFileRoute('/terms/$uuid')(
  cardPolicyRoute('/terms/$uuid', 'terms', '/terms'),
);
