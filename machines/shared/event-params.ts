/**
 * `params` of the actions that take what a member typed or chose: the transition reads the field
 * from its own event, so the action needs no check of the event's type.
 */
export const valueOf = ({ event }: { event: { value: string } }): string => event.value;

/** `params` of a `captcha.change` action: the widget's token, null when it expired. */
export const tokenOf = ({ event }: { event: { token: string | null } }): string | null =>
  event.token;

/** `params` of a `country.change` action: the country the member picked. */
export const countryOf = ({ event }: { event: { countryCode: string } }): string =>
  event.countryCode;

/** `params` of `verification.start`: the address the member typed. */
export const emailOf = ({ event }: { event: { email: string } }): string => event.email;
