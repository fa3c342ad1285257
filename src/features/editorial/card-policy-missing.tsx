import { Navigate } from '@tanstack/react-router';
import { NotFound } from '#src/components/feedback/not-found';

export type CardPolicyFallback = '/terms' | '/termswb' | '/';

/**
 * A card policy that does not exist: the server answers 404 with Page Not Found (decision 0044),
 * and the app, once it runs, goes where a failed load of it goes (decision 0025).
 */
export function CardPolicyMissing({ fallback }: { fallback: CardPolicyFallback }) {
  return (
    <>
      <Navigate to={fallback} replace />
      <NotFound />
    </>
  );
}
