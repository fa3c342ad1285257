import * as appLinkCalls from '#contract/calls/app-link';
import { fromPromise } from 'xstate';
import { getTheAppMachine } from '#machines/get-the-app/get-the-app.machine';
import { call, toApiFailure } from '../../lib/api';

/** The get-the-app machine with its one side effect: the app-link SMS call. */
export const getTheAppFlow = getTheAppMachine.provide({
  actors: {
    sendAppLink: fromPromise(async ({ input }) => {
      try {
        return await call(appLinkCalls.sendAppLink, { body: input });
      } catch (error) {
        throw toApiFailure(error);
      }
    }),
  },
});
