import { createFileRoute } from '@tanstack/react-router';
import { cardPolicyRoute } from '#src/features/pages/policy-route';

export const Route = createFileRoute('/policywb/$uuid')(
  cardPolicyRoute('/policywb/$uuid', 'privacy', '/', true),
);
