import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import zones of eslint.config.js (ARCHITECTURE.md, docs/decisions/0045), checked on text
// placed in each folder; only no-restricted-imports runs, without type information.
const eslint = new ESLint({
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function messagesOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const refused = [
  ['server/services/verification/otp.ts', "import { codeRoutes } from '../../routes/v1/codes';"],
  [
    'server/services/verification/otp.ts',
    "import { readMemberSession } from '../../http/session';",
  ],
  ['server/services/blocks/content-lists.ts', "import { envelope } from '../../http/errors';"],
  ['server/db/seed/index.ts', "import { signIn } from '../../services/auth';"],
  ['server/db/client.ts', "import { requireMember } from '../http/session';"],
  ['server/adapters/outbox-sender.ts', "import { findMemberById } from '../services/members';"],
  ['server/http/session.ts', "import { apiV1 } from '../routes/v1/index';"],
  ['server/shared/manila.ts', "import { hitRateLimit } from '../services/blocks/rate-limit';"],
  ['server/shared/errors.ts', "import type { Database } from '../db/client';"],
  // The same zones through the package.json aliases (#src, #machines, #server).
  [
    'src/components/x.tsx',
    "import { carouselMachine } from '#machines/carousel/carousel.machine';",
  ],
  ['src/components/x.tsx', "import { OfferListPage } from '#src/features/offers/offer-list-page';"],
  ['src/lib/x.ts', "import { Route } from '#src/routes/__root';"],
  ['machines/login/x.ts', "import { call } from '#src/lib/api';"],
  ['machines/login/x.ts', "import { requestOtp } from '#server/services/verification/otp';"],
  ['server/services/x.ts', "import { codeRoutes } from '#server/routes/v1/codes';"],
  ['server/services/x.ts', "import { readMemberSession } from '#server/http/session';"],
  ['server/db/x.ts', "import { signIn } from '#server/services/auth';"],
  ['server/http/x.ts', "import { call } from '#src/lib/api';"],
  ['server/http/x.ts', "import { loginMachine } from '#machines/login/login.machine';"],
  [
    'src/features/offers/x.tsx',
    "import { CardListPage } from '#src/features/cards/card-list-page';",
  ],
  // One import style: another folder of src/, machines/ or server/ through its alias.
  ['src/features/offers/x.tsx', "import { call } from '../../lib/api';"],
  ['src/components/ui/x.test.tsx', "import { call } from '../../lib/api';"],
  ['src/main.tsx', "import { App } from './app'; import { call } from '../src/lib/api';"],
  ['tests/integration/x.test.ts', "import { members } from '../../server/db/schema';"],
  ['tests/model/x.test.tsx', "import { LoginView } from '../../src/features/auth/login-flow';"],
] as const;

const allowed = [
  ['server/routes/v1/codes.ts', "import { sendSmsCode } from '../../services/codes';"],
  ['server/routes/v1/codes.ts', "import { readMemberSession } from '../../http/session';"],
  ['server/http/session.ts', "import { signedIn } from '../services/sessions';"],
  ['server/services/verification/otp.ts', "import type { Database } from '../../db/client';"],
  ['server/services/verification/otp.ts', "import { ApiError } from '../../shared/errors';"],
  ['server/db/seed/index.ts', "import { manilaDay } from '../../shared/manila';"],
  ['server/adapters/outbox-sender.ts', "import { outbox } from '../db/schema';"],
  [
    'src/features/offers/x.tsx',
    "import { carouselMachine } from '#machines/carousel/carousel.machine';",
  ],
  ['src/features/offers/x.tsx', "import { call } from '#src/lib/api';"],
  ['src/components/x.tsx', "import { call } from '#src/lib/api';"],
  [
    'src/components/x.tsx',
    "import type { carouselMachine } from '#machines/carousel/carousel.machine';",
  ],
  ['server/routes/v1/x.ts', "import { sendSmsCode } from '#server/services/codes';"],
  ['server/services/x.ts', "import { ApiError } from '#server/shared/errors';"],
  ['machines/login/x.ts', "import { LoginRequestSchema } from '#contract/auth';"],
  ['src/features/offers/x.tsx', "import styles from './offers.module.css';"],
  ['src/components/ui/x.test.tsx', "import { renderApp } from '../../../tests/support/render';"],
  ['tests/integration/x.test.ts', "import { createTestApp } from '../support/test-app';"],
  ['tests/integration/x.test.ts', "import { members } from '#server/db/schema';"],
] as const;

describe('import zones', () => {
  it.each(refused)('%s may not import: %s', async (filePath, code) => {
    expect(await messagesOf(filePath, `${code}\n`)).toEqual(['no-restricted-imports']);
  });

  it.each(allowed)('%s may import: %s', async (filePath, code) => {
    expect(await messagesOf(filePath, `${code}\n`)).toEqual([]);
  });
});
