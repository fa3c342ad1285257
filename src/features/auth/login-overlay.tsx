import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { LoginDialogProps } from './login-dialog';

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
  return (
    <Suspense fallback={null}>
      <LoginDialog {...props} />
    </Suspense>
  );
}
