import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { eventNames } from './event-names.js';

// RuleTester reports through the host framework's describe/it.
Object.assign(RuleTester, { afterAll, describe, it });

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('event-names', eventNames, {
  valid: [
    "createMachine({ on: { 'mobile.change': {}, 'timer.expired': {}, 'xstate.after.otpLifetime': {} } })",
    "type E = { type: 'form.submit' } | { type: 'code.resend' };",
    "raise({ type: 'session.refreshed' })",
  ],
  invalid: [
    { code: 'createMachine({ on: { SUBMIT: {} } })', errors: [{ messageId: 'badEvent' }] },
    { code: 'createMachine({ on: { changeMobile: {} } })', errors: [{ messageId: 'badEvent' }] },
    { code: "type E = { type: 'MOBILE_CHANGE' };", errors: [{ messageId: 'badEvent' }] },
    { code: "sendTo('x', { type: 'Resend' })", errors: [{ messageId: 'badEvent' }] },
  ],
});
