import { createFileRoute } from '@tanstack/react-router';
import { policyRoute } from '#src/features/editorial/policy-route';

export const Route = createFileRoute('/policywb/')(
  policyRoute('/policywb/', 'privacy', 'Privacy Policy', true),
);
