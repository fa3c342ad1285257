import type { CaptchaVerifier } from './adapters/captcha';
import type { Metrics } from './adapters/metrics';
import type { MessageSender } from './adapters/message-sender';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { ContentCache } from './http/content-cache';
import type { PasscodeHasher } from './adapters/passcode-hasher';

export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  hasher: PasscodeHasher;
  clock: () => Date;
  sender: MessageSender;
  /** hCaptcha, the development captcha, or none (production without hCaptcha: fail closed). */
  captcha: CaptchaVerifier;
  contentCache: ContentCache;
  /** The operator's counters (GET /metrics). */
  metrics: Metrics;
  clockControl?: ClockControl;
  overloadControl?: OverloadControl;
}

export interface ClockControl {
  advance: (milliseconds: number) => void;
}

/** A test server's: sheds sign-ins for a while, as saturated hashing would (docs/operations.md). */
export interface OverloadControl {
  saturate: (cause: 'hashing' | 'database', milliseconds: number) => Date;
}
