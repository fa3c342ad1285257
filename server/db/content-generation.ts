/** One call drops every cached content answer of this process (decision 0027). */
let generation = 0;

/**
 * Every write to a content table must call this; other processes' writes show within the cache's 60
 * s.
 */
export function invalidateContent(): void {
  generation += 1;
}

export function contentGeneration(): number {
  return generation;
}
