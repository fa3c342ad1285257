import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A whole flow rendered in jsdom (a lazy dialog with its form) can take more than the default
// second to appear on a 2-core CI machine with Chromium running beside it: the last CI failed on
// that alone. A `findBy`/`waitFor` ends as soon as its condition holds, so the wider bound costs
// nothing when things are quick; what never appears still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
