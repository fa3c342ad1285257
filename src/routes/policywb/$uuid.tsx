import { createFileRoute } from '@tanstack/react-router';
import { cardPolicyRoute } from '#src/features/editorial/policy-route';

export const Route = createFileRoute('/policywb/$uuid')(
  cardPolicyRoute('/policywb/$uuid', 'privacy', '/', true),
);
