import type { CaptchaVerifier } from './adapters/captcha';
import type { MessageSender } from './adapters/message-sender';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { ContentCache } from './http/content-cache';
import type { PasscodeHasher } from './adapters/passcode-hasher';

/** What every route and service is given: storage, configuration and the seams tests replace. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  hasher: PasscodeHasher;
  /** Server time; tests move it to check time windows (300 s codes, 1 h lockout). */
  clock: () => Date;
  /** Where SMS and email go: the outbox table by default (tests read it, or replace this). */
  sender: MessageSender;
  /** hCaptcha, the development captcha, or none (production without hCaptcha: fail closed). */
  captcha: CaptchaVerifier;
  /** Public content answers kept in this process (docs/decisions/0027-content-cache.md). */
  contentCache: ContentCache;
  /** A test server's movable clock (NODE_ENV=test only): POST /api/dev/clock moves it. */
  clockControl?: ClockControl;
}

export interface ClockControl {
  advance: (milliseconds: number) => void;
}
