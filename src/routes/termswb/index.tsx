import { createFileRoute } from '@tanstack/react-router';
import { policyRoute } from '#src/features/editorial/policy-route';

export const Route = createFileRoute('/termswb/')(
  policyRoute('/termswb/', 'terms', 'Terms and Conditions', true),
);
