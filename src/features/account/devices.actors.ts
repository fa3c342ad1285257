import * as devicesCalls from '#contract/calls/devices';
import { devicesMachine } from '#machines/devices/devices.machine';
import { apiActor } from '#src/lib/api';

/** Devices and sessions in Settings: the member's own sessions through the API. */
export const devicesFlow = devicesMachine.provide({
  actors: {
    loadSessions: apiActor(devicesCalls.listSessions, () => ({})),
    revokeSession: apiActor(devicesCalls.revokeSession, (input: { sessionId: string }) => ({
      params: { sessionId: input.sessionId },
      body: {},
    })),
    revokeOtherSessions: apiActor(devicesCalls.revokeOtherSessions, () => ({ body: {} })),
  },
});
