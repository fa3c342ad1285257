import { failureOf, outputOf } from './failure';

/**
 * How every flow that sends a one-time code (or an app link) takes a refused request
 * (docs/specification.md#one-time-codes): a "try again later" answer becomes the resend notice
 * (`isResendLater`, `assignResendLater`), any other shows its message (`assignFailure`); either
 * way the member is back at `target`, and `also` runs too (a new captcha, say). Each machine
 * implements those guards and actions under these names.
 */
type WithFailure<K extends string> = { type: K; params: typeof failureOf };

/** A code request that went through: the challenge it answered with is kept (`assignChallenge`). */
export const codeRequestSent = <const T extends string>(target: T) => ({
  target,
  actions: { type: 'assignChallenge' as const, params: outputOf },
});

/** The two transitions, typed with the names a machine's `setup` checks them against. */
export type CodeRequestRefused<T extends string, A extends string> = [
  {
    guard: WithFailure<'isResendLater'>;
    target: T;
    actions: [WithFailure<'assignResendLater'>, ...A[]];
  },
  { target: T; actions: [WithFailure<'assignFailure'>, ...A[]] },
];

export function codeRequestRefused<const T extends string, const A extends string = never>(
  target: T,
  ...also: A[]
): CodeRequestRefused<T, NoInfer<A>> {
  return [
    {
      guard: { type: 'isResendLater', params: failureOf },
      target,
      actions: [{ type: 'assignResendLater', params: failureOf }, ...also],
    },
    { target, actions: [{ type: 'assignFailure', params: failureOf }, ...also] },
  ];
}
