import { createFileRoute } from '@tanstack/react-router';
import { cardPolicyRoute } from '#src/features/editorial/policy-route';

export const Route = createFileRoute('/termswb/$uuid')(
  cardPolicyRoute('/termswb/$uuid', 'terms', '/termswb', true),
);
