/**
 * The content cache's generation (docs/decisions/0027-content-cache.md). Every cached answer
 * remembers the generation it was made in and is served only while that is still current, so
 * one call here drops every cached content answer of this process at once.
 */
let generation = 0;

/**
 * Call after writing a content table (promos, shops, partners and their stores and addresses,
 * cards, card partners, stories, policies, pages, settings, categories, announcements): the seed
 * and `db:reset` do, and so must every service that edits content. Another process's writes (an
 * operator's SQL, `db:reset` beside a running server) reach this process through the cache's
 * 60 s lifetime instead.
 */
export function invalidateContent(): void {
  generation += 1;
}

export function contentGeneration(): number {
  return generation;
}
