import type { ActorRefFrom } from 'xstate';
import type { globalDialogMachine } from '#machines/global-dialog/global-dialog.machine';
import type { loginDialogMachine } from '#machines/login-dialog/login-dialog.machine';
import type { sessionMachine } from '#machines/session/session.machine';

/** What every route receives: the app-wide actors created once in app.tsx. */
export interface RouterContext {
  dialog: ActorRefFrom<typeof globalDialogMachine>;
  session: ActorRefFrom<typeof sessionMachine>;
  loginDialog: ActorRefFrom<typeof loginDialogMachine>;
}
