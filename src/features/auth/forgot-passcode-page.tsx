import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ClientConfig } from '#contract/auth';
import { AuthCard } from './auth-card';
import { forgotPasscodeFlow } from './auth.actors';
import { ForgotPasscodeView, forgotPasscodeTitle } from './forgot-passcode-view';
import { inspect } from '#src/lib/inspection';

/** /forgot-passcode: the 4 steps as a page; 'Sign in' at the end goes to /login. */
export function ForgotPasscodePage({ config }: { config: ClientConfig }) {
  const navigate = useNavigate();
  const actor = useActorRef(forgotPasscodeFlow, { input: {}, inspect });
  const title = useSelector(actor, forgotPasscodeTitle);

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') void navigate({ to: '/login' });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  return (
    <AuthCard titleId="forgot-title" title={title}>
      <ForgotPasscodeView actor={actor} captcha={config.captcha} />
    </AuthCard>
  );
}
