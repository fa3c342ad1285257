import * as appLinkCalls from '#contract/calls/app-link';
import { getTheAppMachine } from '#machines/get-the-app/get-the-app.machine';
import { apiActor } from '#src/lib/api';

export const getTheAppFlow = getTheAppMachine.provide({
  actors: { sendAppLink: apiActor(appLinkCalls.sendAppLink) },
});
