import { asc } from 'drizzle-orm';
import * as v from 'valibot';
import { PageSchema, SettingSchema, type SettingsResponse } from '#contract/settings';
import type { Database } from '../db/client';
import { categories, pages, settings } from '../db/schema';

/**
 * The settings call's answer. Rows are checked against the contract one by one, so a malformed
 * row written by an operator is left out (and logged) instead of breaking every page.
 */
export async function readSettings(
  db: Database,
  onInvalid: (what: string) => void,
): Promise<SettingsResponse> {
  const [pageRows, settingRows, categoryRows] = await Promise.all([
    db.select().from(pages).orderBy(asc(pages.apiId)),
    db.select().from(settings).orderBy(asc(settings.name)),
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
  ]);
  const keep = <S extends v.GenericSchema>(schema: S, what: string, value: unknown) => {
    const parsed = v.safeParse(schema, value);
    if (!parsed.success) onInvalid(what);
    return parsed.success ? [parsed.output] : [];
  };
  return {
    pages: pageRows.flatMap((row) =>
      keep(PageSchema, `page ${row.apiId}`, { api_id: row.apiId, value: row.value }),
    ),
    settings: settingRows.flatMap((row) =>
      keep(SettingSchema, `setting ${row.name}`, { name: row.name, details: row.details }),
    ),
    categories: categoryRows.map((row) => ({
      id: row.id,
      category_id: row.categoryId as 1 | 2 | 3,
      category: row.category,
      active_img_path: row.activeImgPath,
      default_img_path: row.defaultImgPath,
    })),
  };
}
