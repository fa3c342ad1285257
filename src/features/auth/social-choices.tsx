import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SocialChoice } from '#contract/social';
import type { socialSignInMachine } from '#machines/social-sign-in/social-sign-in.machine';
import { AppleIcon, FacebookIcon } from '#src/components/ui/icons';
import { GoogleIcon, KeyIcon, PlaneIcon } from './social-icons';
import { inspect } from '#src/lib/inspection';
import styles from './auth.module.css';
import { socialSignInFlow } from './auth.actors';
import { StepError } from './step-parts';

/** The three social providers and the airline partner (docs/specification.md#social-sign-in). */
const SPECIFIED: readonly SocialChoice[] = [
  { id: 'google', name: 'Google', enabled: false },
  { id: 'facebook', name: 'Facebook', enabled: false },
  { id: 'apple', name: 'Apple', enabled: false },
  { id: 'airline', name: 'Fly with Go Rewards', enabled: false },
];

/** Each provider's own mark; a provider the portal does not know gets a key. */
function ChoiceLogo({ id }: { id: string }) {
  const props = { className: styles.socialLogo, width: 20, height: 20 } as const;
  if (id === 'google') return <GoogleIcon {...props} />;
  if (id === 'facebook') return <FacebookIcon {...props} data-brand="facebook" />;
  if (id === 'apple') return <AppleIcon {...props} />;
  if (id === 'airline') return <PlaneIcon {...props} />;
  return <KeyIcon {...props} />;
}

export type SocialSignInActor = ActorRefFrom<typeof socialSignInMachine>;

/** Disabled ones stay in the accessibility tree so a member knows the choice exists. */
export function SocialChoiceList({
  choices,
  actor,
}: {
  choices: readonly SocialChoice[];
  actor?: SocialSignInActor;
}) {
  const view = useSelector(actor, (snapshot) => ({
    busy: snapshot?.hasTag('busy') ?? false,
    error: snapshot?.context.error ?? null,
    canSelect: snapshot?.can({ type: 'provider.select', provider: '' }) ?? false,
  }));
  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>or continue with</span>
      </p>
      <ul role="list" className={styles.socialList}>
        {choices.map((choice) => {
          const available = actor !== undefined && choice.enabled;
          return (
            <li key={choice.id}>
              <button
                type="button"
                className={styles.socialButton}
                disabled={!available || !view.canSelect}
                aria-busy={view.busy || undefined}
                onClick={() => actor?.send({ type: 'provider.select', provider: choice.id })}
              >
                <ChoiceLogo id={choice.id} />
                <span className={styles.socialName}>
                  {choice.name}
                  {/* The space keeps the name read as two words ("Google Not available yet"). */}
                  {!available && ' '}
                  {!available && <span className={styles.socialState}>Not available yet</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <StepError message={view.error} />
    </div>
  );
}

export function SocialSignIn({
  choices,
  page,
  extUrl,
}: {
  choices: readonly SocialChoice[];
  page: string | null;
  extUrl: string | null;
}) {
  const navigate = useNavigate();
  const [machine] = useState(() =>
    socialSignInFlow({
      onLeave: (url) => window.location.assign(url),
      // The choices never reach the callback half; the callback page supplies these.
      onSignedIn: () => undefined,
      onFollow: () => undefined,
      onReturn: () => void navigate({ to: '/login' }),
    }),
  );
  const actor = useActorRef(machine, { input: { mode: 'choose', page, extUrl }, inspect });
  return <SocialChoiceList choices={choices} actor={actor} />;
}

/** In the forgot-passcode modal, disabled, as specified. */
export function SocialChoices() {
  return <SocialChoiceList choices={SPECIFIED} />;
}
