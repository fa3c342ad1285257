import { createFileRoute } from '@tanstack/react-router';
import { cardPolicyRoute } from '#src/features/editorial/policy-route';

export const Route = createFileRoute('/privacy-policy/$uuid')(
  cardPolicyRoute('/privacy-policy/$uuid', 'privacy', '/'),
);
