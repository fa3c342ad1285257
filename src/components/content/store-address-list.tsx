import { useId } from 'react';
import { PAGE_SIZES } from '#contract/content';
import type { PartnerAddressesResponse } from '#contract/partners';
import { resultCountText, useKeywordDraft } from './list-toolbar';
import { NoResults } from './no-results';
import { LoadingPlaceholder } from '#src/components/feedback/loading-placeholder';
import { Pagination } from '#src/components/pagination/pagination';
import { ExternalIcon } from '#src/components/ui/icons';
import styles from './stores.module.css';
import type { AddressSearch } from '#src/lib/list-search';
import { mapSearchUrl } from '#src/lib/store-map';

export interface StoreAddressListProps {
  title: string;
  headingLevel?: 2 | 3;
  addresses: PartnerAddressesResponse | null;
  search: AddressSearch;
  loading?: boolean;
  onSearch: (next: AddressSearch) => void;
  searchLabel?: string;
  id?: string;
}

function AddressKeyword({
  keyword,
  label,
  onKeyword,
}: {
  keyword: string;
  label: string;
  onKeyword: (keyword: string) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const { draft, setDraft, onSubmit } = useKeywordDraft(keyword, onKeyword);
  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor={inputId} className={styles.searchLabel}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.searchInput}
        type="search"
        // Named, so the form also searches by itself before the app has taken the page.
        name="keyword"
        value={draft}
        maxLength={100}
        enterKeyHint="search"
        aria-describedby={hintId}
        onChange={(event) => {
          setDraft(event.target.value);
        }}
      />
      <p id={hintId} className={styles.searchHint}>
        Type a city, street or branch name and press Enter.
      </p>
    </form>
  );
}

export function StoreAddressList({
  title,
  headingLevel = 2,
  addresses,
  search,
  loading = false,
  onSearch,
  searchLabel = 'Search locations',
  id,
}: StoreAddressListProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const list = addresses?.data ?? [];
  return (
    <section id={id} className={styles.locations} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.sectionTitle}>
        {title}
      </Heading>
      <div className={styles.locationsTools}>
        <AddressKeyword
          keyword={search.keyword ?? ''}
          label={searchLabel}
          onKeyword={(keyword) => {
            onSearch({ keyword: keyword || undefined, page: undefined });
          }}
        />
        {addresses && !loading && (
          <p className={styles.count} aria-live="polite">
            {resultCountText(addresses.total)}
          </p>
        )}
      </div>
      {loading ? (
        <LoadingPlaceholder variant="line" count={PAGE_SIZES.addresses} />
      ) : list.length === 0 ? (
        <NoResults hint={search.keyword ? 'Try another city, street or branch name.' : undefined} />
      ) : (
        <ul role="list" className={styles.storeList} aria-label={title}>
          {list.map((address) => (
            <li key={address.id} className={styles.address}>
              <div className={styles.addressText}>
                <span className={styles.storeName}>{address.name}</span>
                <span className={styles.storeAddress}>{address.address}</span>
                <span className={styles.storeRegion}>{address.region}</span>
              </div>
              <a
                className={styles.mapLink}
                href={mapSearchUrl(address.address)}
                target="_blank"
                rel="noopener noreferrer"
              >
                View on map
                <span className="visually-hidden">: {address.name} (opens in a new tab)</span>
                <ExternalIcon />
              </a>
            </li>
          ))}
        </ul>
      )}
      {addresses && !loading && (
        <Pagination
          label={`${title} pages`}
          page={search.page ?? 1}
          total={addresses.total}
          limit={PAGE_SIZES.addresses}
          onPageChange={(page) => {
            onSearch({ ...search, page: page === 1 ? undefined : page });
          }}
        />
      )}
    </section>
  );
}
