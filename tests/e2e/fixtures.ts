import { test as base } from '@playwright/test';

/**
 * The browser tests' `test`. A member never waits for the app to hydrate before the first tap,
 * and neither does a test: every control of a page the server rendered works from its first
 * paint, as a link, a GET form, a disclosure, or a tap the page keeps and the app carries out
 * once it runs (docs/decisions/0060; tests/e2e/first-tap.spec.ts holds the app back to prove it).
 */
export const test = base;
