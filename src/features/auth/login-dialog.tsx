import { useLocation, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ClientConfig } from '#contract/auth';
import { GENERIC_ERROR_MESSAGE } from '#contract/errors';
import type { loginDialogMachine } from '#machines/login-dialog/login-dialog.machine';
import type { sessionMachine } from '#machines/session/session.machine';
import { Dialog } from '#src/components/ui/dialog';
import styles from './auth.module.css';
import { loginFlow } from './auth.actors';
import { followAfterSignIn } from './follow-redirect';
import { LoginFlow, LOGIN_TITLE, useLoginTitle } from './login-flow';
import { inspect } from '#src/lib/inspection';
import { redirectTargetFrom } from '#src/lib/redirect';

export interface LoginDialogProps {
  dialog: ActorRefFrom<typeof loginDialogMachine>;
  session: ActorRefFrom<typeof sessionMachine>;
  config: ClientConfig | null;
}

function extUrlOf(search: unknown): string | undefined {
  if (!search || typeof search !== 'object' || !('ext_url' in search)) return undefined;
  return typeof search.ext_url === 'string' ? search.ext_url : undefined;
}

function LoginDialogBody({
  dialog,
  session,
  config,
  redirectTarget,
}: LoginDialogProps & { config: ClientConfig; redirectTarget: string | null }) {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const openedAt = useRef(pathname);
  // The page's `ext_url`, sent with the login as the login page sends its own.
  const extUrl = useLocation({ select: (location) => extUrlOf(location.search) });
  const [machine] = useState(() =>
    loginFlow({
      onSignedIn: () => session.send({ type: 'login.succeeded' }),
      onFollow: (target) => {
        dialog.send({ type: 'dialog.close' });
        followAfterSignIn(session, target, (href) => void navigate({ href }));
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: {
      redirectTarget,
      extUrl: redirectTargetFrom({ url: extUrl }, config.redirectHosts),
      migrationFlag: config.migrationFlag,
      supportEmail: config.supportEmail,
    },
    inspect,
  });
  const title = useLoginTitle(actor);

  // A link inside the modal (Sign up, Help Center) leaves the page it was opened on: close it.
  useEffect(() => {
    if (pathname !== openedAt.current) dialog.send({ type: 'dialog.close' });
  }, [pathname, dialog]);

  return (
    <Dialog
      open
      title={title}
      className={styles.dialog}
      closeLabel="Close"
      onClose={() => dialog.send({ type: 'dialog.close' })}
    >
      <LoginFlow actor={actor} config={config} />
    </Dialog>
  );
}

/**
 * The login modal (docs/specification.md#sign-in): opened by the header's Login button or a gated
 * action, through the app-wide loginDialog actor. Each opening starts a fresh login machine.
 */
export function LoginDialog({ dialog, session, config }: LoginDialogProps) {
  const state = useSelector(dialog, (snapshot) => ({
    open: snapshot.matches('open'),
    redirectTarget: snapshot.context.redirectTarget,
  }));
  if (!state.open) return null;
  if (!config) {
    return (
      <Dialog open title={LOGIN_TITLE} onClose={() => dialog.send({ type: 'dialog.close' })}>
        <p role="alert">{GENERIC_ERROR_MESSAGE}</p>
      </Dialog>
    );
  }
  return (
    <LoginDialogBody
      dialog={dialog}
      session={session}
      config={config}
      redirectTarget={state.redirectTarget}
    />
  );
}
