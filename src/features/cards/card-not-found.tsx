import { ContentNotFound } from '#src/components/content/content-not-found';

export function CardNotFound() {
  return <ContentNotFound title="Cards" backHref="/cards" backLabel="Back to Cards" />;
}
