import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { PAGE_SIZES } from '#contract/content';
import type { PolicyKind, PolicyResponse } from '#contract/policies';
import type { StoriesResponse, Story, StorySummary } from '#contract/stories';
import { policyPages, policySections, stories } from '../db/schema';
import { catalogCardOf, countWhere, firstOrNotFound } from './blocks/content-lists';
import type { Deps } from './deps';

type Row = typeof stories.$inferSelect;

function toSummary(row: Row): StorySummary {
  return { ...catalogCardOf(row), published_on: row.publishedOn };
}

const newestFirst = [desc(stories.publishedOn), desc(stories.id)];

export async function listStories(
  deps: Deps<'db'>,
  list: { query: { page?: number; limit?: number }; today: string },
): Promise<StoriesResponse> {
  const { db } = deps;
  const { query, today } = list;
  const limit = query.limit ?? PAGE_SIZES.stories;
  const page = query.page ?? 1;
  const published = lte(stories.publishedOn, today);
  const others = and(published, eq(stories.featured, false));
  const [featured, rows, total] = await Promise.all([
    db
      .select()
      .from(stories)
      .where(and(published, eq(stories.featured, true)))
      .orderBy(...newestFirst),
    db
      .select()
      .from(stories)
      .where(others)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit),
    countWhere(deps, { table: stories, where: others }),
  ]);
  return {
    featured: featured.map(toSummary),
    data: rows.map(toSummary),
    total,
  };
}

export async function findStory(deps: Deps<'db'>, slug: string): Promise<Story> {
  const row = await firstOrNotFound(
    deps.db.select().from(stories).where(eq(stories.slug, slug)).limit(1),
  );
  return { ...toSummary(row), content: row.content, banners: row.banners, seo: row.seo };
}

export async function findPolicy(deps: Deps<'db'>, kind: PolicyKind): Promise<PolicyResponse> {
  const { db } = deps;
  const page = await firstOrNotFound(
    db.select().from(policyPages).where(eq(policyPages.kind, kind)).limit(1),
  );
  const sections = await db
    .select({ id: policySections.id, title: policySections.title, content: policySections.content })
    .from(policySections)
    .where(and(eq(policySections.kind, kind), eq(policySections.active, true)))
    .orderBy(asc(policySections.position), asc(policySections.id));
  return { kind, title: page.title, description: page.description, seo: page.seo, sections };
}
