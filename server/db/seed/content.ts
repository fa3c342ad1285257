import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  cardPartners,
  cardProducts,
  categories,
  partnerAddresses,
  partners,
  partnerStores,
  policyPages,
  policySections,
  promos,
  shops,
  stories,
} from '../schema';
import {
  contentData,
  partnerAddressPlaces,
  partnerStoreRows,
  POLICIES,
  type CategoryRef,
} from './content-data';

/** Stores and addresses have no natural key, so they are written only into an empty table. */
export async function seedContent(db: Database, today: string): Promise<void> {
  const content = contentData(today);
  const categoryRows = await db
    .select({ id: categories.id, kind: categories.categoryId, name: categories.category })
    .from(categories);
  const categoryIds = new Map(categoryRows.map((row) => [`${row.kind}:${row.name}`, row.id]));
  const categoryId = (ref: CategoryRef): number => {
    const id = categoryIds.get(`${ref.kind}:${ref.name}`);
    if (id === undefined) throw new Error(`Seed: no category ${ref.kind} '${ref.name}'`);
    return id;
  };

  await db
    .insert(promos)
    .values(
      content.promos.map(({ category, ...promo }) => ({
        ...promo,
        categoryId: categoryId(category),
      })),
    )
    .onConflictDoNothing({ target: promos.slug });

  await db
    .insert(shops)
    .values(
      content.shops.map(({ category, ...shop }) => ({ ...shop, categoryId: categoryId(category) })),
    )
    .onConflictDoNothing({ target: shops.slug });

  await db
    .insert(partners)
    .values(
      content.partners.map((partner) => ({
        ...omit(partner, 'category', 'stores'),
        categoryId: categoryId(partner.category),
      })),
    )
    .onConflictDoNothing({ target: partners.slug });
  const partnerIds = new Map(
    (await db.select({ id: partners.id, title: partners.title }).from(partners)).map((row) => [
      row.title,
      row.id,
    ]),
  );

  if (await isEmpty(db, partnerStores)) {
    const rows = partnerStoreRows();
    for (let start = 0; start < rows.length; start += 200) {
      await db.insert(partnerStores).values(rows.slice(start, start + 200));
    }
  } else {
    await movePartnerStoresIntoTheirCities(db);
  }

  await db
    .insert(cardProducts)
    .values(
      content.cards.map((card, index) => ({
        ...omit(card, 'distribution', 'loading'),
        position: index + 1,
      })),
    )
    .onConflictDoNothing({ target: cardProducts.slug });
  const cardIds = new Map(
    (await db.select({ id: cardProducts.id, slug: cardProducts.slug }).from(cardProducts)).map(
      (row) => [row.slug, row.id],
    ),
  );
  const links = content.cards.flatMap((card) => {
    const cardId = cardIds.get(card.slug);
    if (cardId === undefined) return [];
    return (['distribution', 'loading'] as const).flatMap((kind) =>
      card[kind].flatMap((title, index) => {
        const partnerId = partnerIds.get(title);
        return partnerId === undefined ? [] : [{ cardId, partnerId, kind, position: index + 1 }];
      }),
    );
  });
  if (links.length) await db.insert(cardPartners).values(links).onConflictDoNothing();

  if (await isEmpty(db, partnerAddresses)) {
    const pairs = new Set(links.map((link) => `${link.partnerId}|${link.kind}`));
    const byId = new Map(
      content.partners.map((partner) => [partnerIds.get(partner.title), partner]),
    );
    const rows = [...pairs].flatMap((pair) => {
      const [id, kind] = pair.split('|') as [string, 'distribution' | 'loading'];
      const partner = byId.get(Number(id));
      if (!partner || partner.type !== 1) return [];
      return partnerAddressPlaces(partner.title, kind).map((place) => ({
        partnerId: Number(id),
        type: kind,
        name: place.name,
        address: place.address,
        region: place.region,
        latitude: place.latitude,
        longitude: place.longitude,
      }));
    });
    if (rows.length) await db.insert(partnerAddresses).values(rows);
  }

  await db.insert(stories).values(content.stories).onConflictDoNothing({ target: stories.slug });

  for (const policy of POLICIES) {
    const [inserted] = await db
      .insert(policyPages)
      .values({
        kind: policy.kind,
        title: policy.title,
        description: policy.description,
        seo: policy.seo,
      })
      .onConflictDoNothing({ target: policyPages.kind })
      .returning({ kind: policyPages.kind });
    if (!inserted) continue;
    await db.insert(policySections).values(
      policy.sections.map((section, index) => ({
        ...section,
        kind: policy.kind,
        position: index + 1,
      })),
    );
  }
}

/**
 * A database seeded before decision 0066 has stores up to 2.5 km from their city's centre, a few
 * in the next city or the sea: each seeded store is moved to where the seed now puts it, once.
 */
async function movePartnerStoresIntoTheirCities(db: Database): Promise<void> {
  const wanted = new Map(
    partnerStoreRows().map((row) => [`${row.buid}\u0000${row.name}`, row] as const),
  );
  const stored = await db
    .select({
      id: partnerStores.id,
      buid: partnerStores.buid,
      name: partnerStores.name,
      latitude: partnerStores.latitude,
      longitude: partnerStores.longitude,
    })
    .from(partnerStores);
  for (const store of stored) {
    const row = wanted.get(`${store.buid}\u0000${store.name}`);
    if (!row || (row.latitude === store.latitude && row.longitude === store.longitude)) continue;
    await db
      .update(partnerStores)
      .set({ latitude: row.latitude, longitude: row.longitude })
      .where(eq(partnerStores.id, store.id));
  }
}

async function isEmpty(db: Database, table: typeof partnerStores | typeof partnerAddresses) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return !row?.n;
}

function omit<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const drop = new Set<PropertyKey>(keys);
  return Object.fromEntries(Object.entries(value).filter(([key]) => !drop.has(key))) as Omit<T, K>;
}
