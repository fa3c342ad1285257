import { createFileRoute } from '@tanstack/react-router';
import { policyRoute } from '#src/features/editorial/policy-route';

export const Route = createFileRoute('/about')(policyRoute('/about', 'about', 'About Us'));
