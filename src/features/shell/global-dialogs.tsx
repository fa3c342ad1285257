import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { globalDialogMachine } from '#machines/global-dialog/global-dialog.machine';
import { ErrorDialog, SuccessDialog } from '#src/components/feedback/error-dialog';

/** The app-wide error modal and success dialog (docs/specification.md#errors). */
export function GlobalDialogs({ dialog }: { dialog: ActorRefFrom<typeof globalDialogMachine> }) {
  const state = useSelector(dialog, (snapshot) => ({
    value: snapshot.value,
    title: snapshot.context.title,
    message: snapshot.context.message,
  }));
  const close = () => dialog.send({ type: 'dialog.close' });
  return (
    <>
      <ErrorDialog
        open={state.value === 'showingError'}
        title={state.title}
        message={state.message}
        onClose={close}
      />
      <SuccessDialog
        open={state.value === 'showingSuccess'}
        title={state.title}
        message={state.message}
        onClose={close}
      />
    </>
  );
}
