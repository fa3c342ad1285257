import { createFileRoute } from '@tanstack/react-router';
import { cardPolicyRoute } from '#src/features/pages/policy-route';

export const Route = createFileRoute('/privacy-policy/$uuid')(
  cardPolicyRoute('/privacy-policy/$uuid', 'privacy', '/'),
);
