import '#src/styles/tokens.css';
import '#src/styles/global.css';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { OfflineCardView } from '#src/features/account/offline-card-view';
import { type OfflineCard, readOfflineCard } from '#src/lib/offline-card';

/** Marks #root once on screen, as the app does: the page answers input from then on. */
function OfflinePage({ card }: { card: OfflineCard | null }) {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-interactive', '');
  }, []);
  return <OfflineCardView card={card} />;
}

/** The offline page's own entry (offline-card.html): no router, no session, no call. */
async function start(root: HTMLElement): Promise<void> {
  const card = 'caches' in window ? await readOfflineCard().catch(() => null) : null;
  createRoot(root).render(
    <StrictMode>
      <OfflinePage card={card} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
