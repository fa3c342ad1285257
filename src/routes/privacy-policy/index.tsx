import { createFileRoute } from '@tanstack/react-router';
import { policyRoute } from '#src/features/pages/policy-route';

export const Route = createFileRoute('/privacy-policy/')(
  policyRoute('/privacy-policy/', 'privacy', 'Privacy Policy'),
);
