import { assign, setup } from 'xstate';

/**
 * The app-wide error modal and success dialog (docs/specification.md#errors): one dialog at a
 * time; closing an error whose action is "redirect to login" (the server's code 302) hands the
 * member to the login page.
 */
export type DialogAction = 'none' | 'redirectToLogin';

export interface GlobalDialogContext {
  title: string;
  message: string;
  action: DialogAction;
}

export type GlobalDialogEvent =
  | { type: 'error.show'; title?: string; message: string; action?: DialogAction }
  | { type: 'success.show'; title?: string; message: string }
  | { type: 'dialog.close' };

export const ERROR_DIALOG_TITLE = 'Error';
export const SUCCESS_DIALOG_TITLE = 'Success';

const empty: GlobalDialogContext = { title: '', message: '', action: 'none' };

export const globalDialogMachine = setup({
  types: {
    context: {} as GlobalDialogContext,
    events: {} as GlobalDialogEvent,
  },
  actions: {
    assignError: assign(({ event }) =>
      event.type === 'error.show'
        ? {
            title: event.title ?? ERROR_DIALOG_TITLE,
            message: event.message,
            action: event.action ?? 'none',
          }
        : {},
    ),
    assignSuccess: assign(({ event }) =>
      event.type === 'success.show'
        ? {
            title: event.title ?? SUCCESS_DIALOG_TITLE,
            message: event.message,
            action: 'none' as const,
          }
        : {},
    ),
    clearDialog: assign(() => empty),
    /** Provided by the app: navigate to the login page. */
    redirectToLogin: () => undefined,
  },
  guards: {
    isRedirectToLogin: ({ context }) => context.action === 'redirectToLogin',
  },
}).createMachine({
  id: 'globalDialog',
  context: empty,
  initial: 'closed',
  on: {
    'error.show': { target: '.showingError', actions: 'assignError' },
    'success.show': { target: '.showingSuccess', actions: 'assignSuccess' },
  },
  states: {
    closed: {},
    showingError: {
      on: {
        'dialog.close': [
          {
            guard: 'isRedirectToLogin',
            target: 'closed',
            actions: ['clearDialog', 'redirectToLogin'],
          },
          { target: 'closed', actions: 'clearDialog' },
        ],
      },
    },
    showingSuccess: {
      on: { 'dialog.close': { target: 'closed', actions: 'clearDialog' } },
    },
  },
});
