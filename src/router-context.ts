import type { ActorRefFrom } from 'xstate';
import type { globalDialogMachine } from '#machines/global-dialog/global-dialog.machine';

/** What every route receives: the app-wide actors created once in main.tsx. */
export interface RouterContext {
  dialog: ActorRefFrom<typeof globalDialogMachine>;
}
