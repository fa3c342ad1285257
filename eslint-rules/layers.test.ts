import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import zones of eslint.config.js inside server/ (docs/decisions/0045), checked on text
// placed in each layer; only no-restricted-imports runs, without type information.
const eslint = new ESLint({
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function messagesOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const refused = [
  ['server/services/otp.ts', "import { codeRoutes } from '../routes/v1/codes';"],
  ['server/services/otp.ts', "import { readMemberSession } from '../http/session';"],
  ['server/services/content-lists.ts', "import { envelope } from '../http/errors';"],
  ['server/db/seed/index.ts', "import { signIn } from '../../services/auth';"],
  ['server/db/client.ts', "import { requireMember } from '../http/session';"],
  ['server/adapters/outbox-sender.ts', "import { findMemberById } from '../services/members';"],
  ['server/http/session.ts', "import { apiV1 } from '../routes/v1/index';"],
  ['server/shared/manila.ts', "import { hitRateLimit } from '../services/rate-limit';"],
  ['server/shared/errors.ts', "import type { Database } from '../db/client';"],
] as const;

const allowed = [
  ['server/routes/v1/codes.ts', "import { sendSmsCode } from '../../services/codes';"],
  ['server/routes/v1/codes.ts', "import { readMemberSession } from '../../http/session';"],
  ['server/http/session.ts', "import { signedIn } from '../services/sessions';"],
  ['server/services/otp.ts', "import type { Database } from '../db/client';"],
  ['server/services/otp.ts', "import { ApiError } from '../shared/errors';"],
  ['server/db/seed/index.ts', "import { manilaDay } from '../../shared/manila';"],
  ['server/adapters/outbox-sender.ts', "import { outbox } from '../db/schema';"],
] as const;

describe('layers inside server/', () => {
  it.each(refused)('%s may not import upward: %s', async (filePath, code) => {
    expect(await messagesOf(filePath, `${code}\n`)).toEqual(['no-restricted-imports']);
  });

  it.each(allowed)('%s may import downward: %s', async (filePath, code) => {
    expect(await messagesOf(filePath, `${code}\n`)).toEqual([]);
  });
});
