import * as v from 'valibot';
import * as claimsCalls from '#contract/calls/claims';
import { ClaimRequestSchema } from '#contract/claims';
import { claimFormMachine } from '#machines/claim-form/claim-form.machine';
import { apiActor } from '#src/lib/api';

export const claimFormFlow = claimFormMachine.provide({
  actors: {
    // The machine checked the request with this schema before sending it.
    submitClaim: apiActor(claimsCalls.submitClaim, (input: { payload: unknown }) => {
      v.assert(ClaimRequestSchema, input.payload);
      return { body: input.payload };
    }),
  },
});
