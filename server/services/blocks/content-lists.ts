import { asc, count, desc, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DatedSortCode, Image } from '#contract/content';
import { ApiError } from '../../shared/errors';
import type { Deps } from '../deps';

export function escapeLike(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function keywordMatch(keyword: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${escapeLike(keyword)}%`;
  return or(...columns.map((column) => sql`${column} ilike ${pattern} escape '\\'`));
}

/** Ties keep the id order, so pages never repeat or skip an item. */
export function datedOrder(
  sort: DatedSortCode | undefined,
  columns: { title: AnyColumn; start: AnyColumn; end: AnyColumn; id: AnyColumn },
): SQL[] {
  switch (sort) {
    case 'title.asc':
      return [asc(sql`lower(${columns.title})`), asc(columns.id)];
    case 'title.desc':
      return [desc(sql`lower(${columns.title})`), asc(columns.id)];
    case 'promo_end.asc':
    case 'date_end.asc':
      return [asc(columns.end), asc(columns.id)];
    case 'promo_start.desc':
    case 'date_start.desc':
    case undefined:
      return [desc(columns.start), asc(columns.id)];
  }
}

export function titleOrder(
  sort: 'title.asc' | 'title.desc' | undefined,
  columns: { title: AnyColumn; id: AnyColumn },
): SQL[] {
  const { title, id } = columns;
  return sort === 'title.desc'
    ? [desc(sql`lower(${title})`), asc(id)]
    : [asc(sql`lower(${title})`), asc(id)];
}

export async function countWhere(
  deps: Deps<'db'>,
  rows: { table: PgTable; where: SQL | undefined },
): Promise<number> {
  const [row] = await deps.db.select({ total: count() }).from(rows.table).where(rows.where);
  return row?.total ?? 0;
}

/** The first row of a lookup, or 404 NOT_FOUND. */
export async function firstOrNotFound<T>(rows: PromiseLike<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound();
  return row;
}

export function notFound(): ApiError {
  return new ApiError('NOT_FOUND');
}

export function flag(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

/** What every catalog card (a promo's, a shop's, a story's) shows of its row, in the wire's names. */
export function catalogCardOf(row: {
  id: number;
  slug: string;
  title: string;
  shortDescription: string;
  catalogImg: Image;
  featured: boolean;
}) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    short_description: row.shortDescription,
    catalog_img: row.catalogImg,
    featured: flag(row.featured),
  };
}
