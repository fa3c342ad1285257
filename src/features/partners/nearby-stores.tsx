import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { NearbyStore } from '#contract/partners';
import { NEARBY_RADIUS_KM } from '#contract/partners';
import type { nearbyStoresMachine } from '#machines/nearby-stores/nearby-stores.machine';
import { SelectField } from '#src/components/fields/select-field';
import { Button } from '#src/components/ui/button';
import { LocateIcon } from '#src/components/ui/icons';
import { inspect } from '#src/lib/inspection';
import { directionsUrl } from '#src/lib/store-map';
import { nearbyStoresFlow } from './nearby.actors';
import { storeLabel } from './store-locations';
import styles from './nearby-stores.module.css';

type NearbyStoresActor = ActorRefFrom<typeof nearbyStoresMachine>;

export const REFUSED_MESSAGE =
  'Your location is not shared with this site, so we cannot find the stores near you. Choose your region instead.';
export const UNAVAILABLE_MESSAGE =
  'Your location could not be found just now. Tap Near me to try again, or choose your region instead.';
export const NONE_NEAR_MESSAGE = `No partner stores within ${String(NEARBY_RADIUS_KM)} km of you. Choose a region instead.`;

/** '350 m' under a kilometre, '1.2 km' under ten, then '12 km'. */
export function formatDistance(km: number): string {
  if (km < 1) return `${String(Math.max(10, Math.round(km * 100) * 10))} m`;
  if (km < 10) return `${km.toFixed(1)} km`;
  return `${String(Math.round(km))} km`;
}

/** Stores near me (docs/decisions/0066-stores-near-me.md), on Partners and on a partner's page. */
export function NearbyStores({ buid, partnerTitle }: { buid?: string; partnerTitle?: string }) {
  const actor = useActorRef(nearbyStoresFlow, { input: { buid }, inspect });
  return <NearbyStoresView actor={actor} partnerTitle={partnerTitle} />;
}

export function NearbyStoresView({
  actor,
  partnerTitle,
}: {
  actor: NearbyStoresActor;
  /** On a partner's page: its stores only, so each needs no partner link. */
  partnerTitle?: string | undefined;
}) {
  const headingId = useId();
  const view = useSelector(actor, (snapshot) => ({
    context: snapshot.context,
    busy: snapshot.hasTag('busy'),
    locating: snapshot.matches('locating'),
    loading: snapshot.matches('loading'),
    showing: snapshot.matches('showing'),
    choosing: snapshot.matches('choosingRegion'),
    failed: snapshot.matches('failed'),
  }));
  const { stores, regions, position, region, reason, error } = view.context;
  const regionField = (
    <div className={styles.region}>
      <SelectField
        label="Region"
        // Once a region is chosen there is no empty choice to go back to.
        placeholder={region === null ? 'Choose a region' : undefined}
        value={region ?? ''}
        options={regions.map((name) => ({ value: name, label: name }))}
        busy={view.choosing && view.busy}
        onChange={(chosen) => {
          actor.send({ type: 'region.choose', region: chosen });
        }}
      />
    </div>
  );
  const retry = (
    <div className={styles.failure}>
      <p role="alert">{error}</p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          actor.send({ type: 'nearby.retry' });
        }}
      >
        Try again
      </Button>
    </div>
  );
  return (
    <section className={styles.nearby} aria-labelledby={headingId} aria-busy={view.busy}>
      <div className={styles.intro}>
        <h2 id={headingId} className={styles.title}>
          Stores near me
        </h2>
        <p className={styles.lead}>
          {partnerTitle
            ? `Find the ${partnerTitle} stores closest to you.`
            : 'Find the partner stores closest to you.'}{' '}
          Your location is asked for only when you tap Near me.
        </p>
        <Button
          variant="secondary"
          className={styles.locate}
          disabled={view.busy}
          aria-busy={view.locating || view.loading}
          onClick={() => {
            actor.send({ type: 'nearby.locate' });
          }}
        >
          <LocateIcon />
          Near me
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {view.locating
          ? 'Finding your location…'
          : view.loading
            ? 'Finding the stores…'
            : view.showing
              ? shownText(stores.length, position !== null, region)
              : ''}
      </p>
      {view.choosing && (
        <>
          <p role="alert" className={styles.notice}>
            {reason === 'refused' ? REFUSED_MESSAGE : UNAVAILABLE_MESSAGE}
          </p>
          {error ? retry : regionField}
        </>
      )}
      {view.failed && retry}
      {view.showing && (
        <>
          {stores.length === 0 && position !== null && (
            <p className={styles.notice}>{NONE_NEAR_MESSAGE}</p>
          )}
          {(position === null || stores.length === 0) && regionField}
          {stores.length > 0 && (
            <ol
              className={styles.list}
              aria-label={position ? 'Stores near you' : `Stores in ${region ?? ''}`}
            >
              {stores.map((store) => (
                <StoreItem
                  key={store.id}
                  store={store}
                  from={position}
                  partnerLink={partnerTitle === undefined}
                />
              ))}
            </ol>
          )}
          <Button
            variant="ghost"
            size="sm"
            className={styles.close}
            onClick={() => {
              actor.send({ type: 'nearby.close' });
            }}
          >
            Close the list
          </Button>
        </>
      )}
    </section>
  );
}

function shownText(count: number, located: boolean, region: string | null): string {
  const stores = count === 1 ? '1 store' : `${String(count)} stores`;
  if (located)
    return count === 0 ? '' : `${stores} within ${String(NEARBY_RADIUS_KM)} km, nearest first.`;
  return `${stores} in ${region ?? 'this region'}.`;
}

function StoreItem({
  store,
  from,
  partnerLink,
}: {
  store: NearbyStore;
  from: { latitude: number; longitude: number } | null;
  partnerLink: boolean;
}) {
  return (
    <li className={styles.item}>
      {partnerLink && (
        <Link to="/partners/$slug" params={{ slug: store.partner.slug }} className={styles.partner}>
          {store.partner.title}
        </Link>
      )}
      <span className={styles.name}>{storeLabel(store)}</span>
      {store.distanceKm !== null && (
        <span className={styles.distance}>{formatDistance(store.distanceKm)} away</span>
      )}
      <span className={styles.address}>{store.address}</span>
      <a
        className={styles.directions}
        href={directionsUrl(store, from)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Directions{' '}
        <span className="visually-hidden">to {storeLabel(store)} (opens in a new tab)</span>
      </a>
    </li>
  );
}
