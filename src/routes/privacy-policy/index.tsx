import { createFileRoute } from '@tanstack/react-router';
import { policyRoute } from '#src/features/editorial/policy-route';

export const Route = createFileRoute('/privacy-policy/')(
  policyRoute('/privacy-policy/', 'privacy', 'Privacy Policy'),
);
