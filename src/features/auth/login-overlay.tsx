import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { Dialog } from '#src/components/ui/dialog';
import type { LoginDialogProps } from './login-dialog';
import { LOGIN_TITLE } from './titles';

/**
 * The login modal's code (and the phone-number metadata it needs) loads the first time the modal
 * opens, so it never weighs on a visitor who only browses.
 */
const LoginDialog = lazy(() =>
  import('./login-dialog').then((module) => ({ default: module.LoginDialog })),
);

export function LoginOverlay(props: LoginDialogProps) {
  const open = useSelector(props.dialog, (snapshot) => snapshot.matches('open'));
  if (!open) return null;
  const close = () => props.dialog.send({ type: 'dialog.close' });
  return (
    <Suspense
      fallback={
        <Dialog open title={LOGIN_TITLE} closeLabel="Close" onClose={close}>
          <p role="status">Loading…</p>
        </Dialog>
      }
    >
      <LoginDialog {...props} />
    </Suspense>
  );
}
