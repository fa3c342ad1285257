import { useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useId } from 'react';
import { toApiError } from '#src/lib/api';
import { Button, buttonClassName } from '#src/components/ui/button';
import { SmartLink } from '#src/components/ui/smart-link';
import styles from './route-error.module.css';

/** The error modal's title (docs/specification.md#errors), for a page that could not load. */
export const ROUTE_ERROR_TITLE = 'Error';
export const SESSION_ENDED_TITLE = 'Please log in again';

/**
 * Never the exception's own text. A 401 means the session actor is already taking the member to
 * login (lib/api); the link here goes there with this page as the target.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const href = useLocation({ select: (location) => location.href });
  const titleId = useId();
  const apiError = toApiError(error);
  const sessionEnded = apiError.status === 401;
  return (
    <section className={styles.routeError} aria-labelledby={titleId} role="alert">
      <h1 id={titleId} className={styles.title}>
        {sessionEnded ? SESSION_ENDED_TITLE : ROUTE_ERROR_TITLE}
      </h1>
      <p className={styles.text}>{apiError.message}</p>
      {sessionEnded ? (
        <SmartLink
          href={`/login?page=${encodeURIComponent(href)}`}
          className={buttonClassName({ size: 'lg' })}
        >
          Login
        </SmartLink>
      ) : (
        <Button
          size="lg"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      )}
    </section>
  );
}
