import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { PAGE_SIZES } from '#contract/content';
import type { PartnerStoresResponse, Store } from '#contract/partners';
import { resultCountText } from '#src/components/content/list-toolbar';
import { NoResults } from '#src/components/content/no-results';
import { LoadingPlaceholder } from '#src/components/feedback/loading-placeholder';
import { SelectField } from '#src/components/fields/select-field';
import { Pagination } from '#src/components/pagination/pagination';
import styles from '#src/components/content/stores.module.css';
import { mapEmbedUrl, mapPageUrl } from '#src/lib/store-map';

export interface StoreSearch {
  region?: string | undefined;
  page?: number | undefined;
  store?: number | undefined;
}

export interface StoreLocationsProps {
  stores: PartnerStoresResponse | null;
  search: StoreSearch;
  loading?: boolean;
  onSearch: (next: StoreSearch) => void;
}

export function selectedStore(stores: readonly Store[], id: number | undefined): Store | undefined {
  return stores.find((store) => store.id === id) ?? stores[0];
}

/** 'Bayanihan Mart Angeles Heights': the name, with the branch when the name does not say it. */
export function storeLabel(store: Store): string {
  return store.name.includes(store.branch) ? store.name : `${store.name} ${store.branch}`;
}

function StoreMap({ store }: { store: Store }) {
  return (
    <figure className={styles.mapPanel}>
      <iframe
        className={styles.map}
        title={`Map of ${storeLabel(store)}`}
        src={mapEmbedUrl(store.latitude, store.longitude)}
        width={640}
        height={480}
        loading="lazy"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-popups"
      />
      <figcaption className={styles.mapCaption}>
        {storeLabel(store)} ·{' '}
        <a
          href={mapPageUrl(store.latitude, store.longitude)}
          target="_blank"
          rel="noopener noreferrer"
        >
          View larger map<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}

export function StoreLocations({ stores, search, loading = false, onSearch }: StoreLocationsProps) {
  const headingId = useId();
  const list = stores?.storeList.stores ?? [];
  const chosen = selectedStore(list, search.store);
  return (
    <section className={styles.locations} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Store Locations
      </h2>
      <div className={styles.locationsTools}>
        <div className={styles.regionField}>
          <SelectField
            label="Region"
            placeholder="All regions"
            value={search.region ?? ''}
            options={(stores?.regions ?? []).map((region) => ({ value: region, label: region }))}
            onChange={(region) => {
              onSearch({ region: region || undefined, page: undefined, store: undefined });
            }}
          />
        </div>
        {stores && !loading && (
          <p className={styles.count} aria-live="polite">
            {resultCountText(stores.storeList.total)}
          </p>
        )}
      </div>
      {loading ? (
        <LoadingPlaceholder variant="line" count={PAGE_SIZES.stores} />
      ) : !stores || list.length === 0 || !chosen ? (
        <NoResults />
      ) : (
        <div className={styles.storesLayout}>
          {/* The map comes first: on a phone it sits above the list it answers to. */}
          <StoreMap store={chosen} />
          <ul role="list" className={styles.storeList} aria-label="Stores">
            {list.map((store) => (
              <li key={store.id}>
                <Link
                  to="."
                  search={(previous) => ({ ...previous, store: store.id })}
                  replace
                  resetScroll={false}
                  className={styles.store}
                  aria-current={store.id === chosen.id ? 'page' : undefined}
                >
                  <span className={styles.storeName}>{storeLabel(store)}</span>
                  <span className={styles.storeAddress}>{store.address}</span>
                  <span className={styles.storeRegion}>{store.region}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {stores && !loading && (
        <Pagination
          label="Store pages"
          page={search.page ?? 1}
          total={stores.storeList.total}
          limit={PAGE_SIZES.stores}
          onPageChange={(page) => {
            onSearch({ ...search, page: page === 1 ? undefined : page, store: undefined });
          }}
        />
      )}
    </section>
  );
}
