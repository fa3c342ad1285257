import * as membersCalls from '#contract/calls/members';
import { getTheAppMachine } from '#machines/get-the-app/get-the-app.machine';
import { apiActor } from '../../lib/api-actor';

export const getTheAppFlow = getTheAppMachine.provide({
  actors: { sendAppLink: apiActor(membersCalls.sendAppLink) },
});
