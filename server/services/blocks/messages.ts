/** SEC-28: a notice carries no secret at all (what a code message says is in verification/otp.ts). */

export function passcodeChangedNotice(supportEmail: string): string {
  return `Your Go Rewards passcode was changed. If this wasn't you, contact us at ${supportEmail} right away.`;
}

export const DELETION_SUBJECT = 'Your Go Rewards account';

const manilaDate = new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'long' });

/** No link (SEC-28): the member is told what to do, not given a link to follow. */
export function deletionScheduledNotice(due: Date, supportEmail: string): string {
  return `Your Go Rewards account will be deleted on ${manilaDate.format(due)}. To keep it, sign in to Go Rewards before then and choose Keep my account. If you did not ask for this, sign in and keep your account, then change your passcode, or contact us at ${supportEmail}.`;
}

export function deletionCancelledNotice(supportEmail: string): string {
  return `Your Go Rewards account will not be deleted: you chose to keep it. If this wasn't you, contact us at ${supportEmail} right away.`;
}

export const NEW_BROWSER_SUBJECT = 'New sign-in to your Go Rewards account';

const manilaTime = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** No link (SEC-28): the member is told where to go, not given a link to follow. */
export function newBrowserNotice(notice: {
  firstName: string;
  browser: string;
  system: string;
  at: Date;
}): string {
  return [
    `Hi ${notice.firstName},`,
    '',
    'Your Go Rewards account was just signed in to from a browser we had not seen before:',
    `${notice.browser} on ${notice.system}, ${manilaTime.format(notice.at)} (Philippine time).`,
    '',
    'If this was you, there is nothing to do.',
    "If it wasn't you, change your passcode now: sign in to Go Rewards, open Settings and choose Edit Passcode, or choose 'Forgot passcode?' on the login page. Changing your passcode signs you out on every device. In Settings you can also see your devices and sign out of any of them.",
  ].join('\n');
}
