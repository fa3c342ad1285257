import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ClientConfig } from '#contract/auth';
import { ERRORS } from '#contract/errors';
import type { sessionMachine } from '#machines/session/session.machine';
import { AuthCard } from './auth-card';
import { loginFlow } from './auth.actors';
import { followAfterSignIn } from './follow-redirect';
import { LoginFlow, useLoginTitle } from './login-flow';
import { inspect } from '#src/lib/inspection';

export interface LoginPageProps {
  session: ActorRefFrom<typeof sessionMachine>;
  config: ClientConfig;
  /** Validated `?page=` / `?url=` target. */
  redirectTarget: string | null;
  /** Validated `ext_url`, sent with the login. */
  extUrl: string | null;
  /** The /auth handoff code was refused. */
  handoffInvalid: boolean;
}

/** /login: the login flow as a page (docs/specification.md#sign-in). */
export function LoginPage({
  session,
  config,
  redirectTarget,
  extUrl,
  handoffInvalid,
}: LoginPageProps) {
  const navigate = useNavigate();
  const [machine] = useState(() =>
    loginFlow({
      onSignedIn: () => session.send({ type: 'login.succeeded' }),
      onFollow: (target) => followAfterSignIn(session, target, (href) => void navigate({ href })),
    }),
  );
  const actor = useActorRef(machine, {
    input: {
      redirectTarget,
      extUrl,
      migrationFlag: config.migrationFlag,
      supportEmail: config.supportEmail,
      message: handoffInvalid ? ERRORS.HANDOFF_INVALID.message : null,
    },
    inspect,
  });
  const title = useLoginTitle(actor);

  return (
    <AuthCard titleId="login-title" title={title}>
      <LoginFlow actor={actor} config={config} />
    </AuthCard>
  );
}
