import { and, asc, eq } from 'drizzle-orm';
import type { PolicyKind, PolicyResponse } from '#contract/policies';
import type { Database } from '../../db/client';
import { policyPages, policySections } from '../../db/schema';
import { notFound } from './common';

/** GET /policies/:kind: the page and its active sections in order (inactive ones never leave). */
export async function findPolicy(db: Database, kind: PolicyKind): Promise<PolicyResponse> {
  const [page] = await db.select().from(policyPages).where(eq(policyPages.kind, kind)).limit(1);
  if (!page) throw notFound();
  const sections = await db
    .select({ id: policySections.id, title: policySections.title, content: policySections.content })
    .from(policySections)
    .where(and(eq(policySections.kind, kind), eq(policySections.active, true)))
    .orderBy(asc(policySections.position), asc(policySections.id));
  return { kind, title: page.title, description: page.description, seo: page.seo, sections };
}
