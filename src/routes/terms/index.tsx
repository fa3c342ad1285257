import { createFileRoute } from '@tanstack/react-router';
import { policyRoute } from '#src/features/editorial/policy-route';

export const Route = createFileRoute('/terms/')(
  policyRoute('/terms/', 'terms', 'Terms and Conditions'),
);
