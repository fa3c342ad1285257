import { asc, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { AnnouncementsResponse } from '#contract/announcements';
import type { ClientConfig } from '#contract/auth';
import { PageSchema, SettingSchema, type SettingsResponse } from '#contract/settings';
import { KNOWN_SOCIAL_CHOICES, type AppConfig } from '../config';
import { announcements, categories, pages, settings } from '../db/schema';
import type { Deps } from './deps';

/** A malformed row an operator wrote is left out (and logged) instead of breaking every page. */
export async function readSettings(
  deps: Deps<'db'>,
  onInvalid: (what: string) => void,
): Promise<SettingsResponse> {
  const { db } = deps;
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

export async function readAnnouncements(deps: Deps<'db'>): Promise<AnnouncementsResponse> {
  const rows = await deps.db
    .select()
    .from(announcements)
    .where(eq(announcements.active, true))
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
  return {
    data: rows.map((row) => ({
      id: row.id,
      body: row.body,
      action_button: row.actionButton ?? null,
    })),
    total: rows.length,
  };
}

function socialChoices(config: AppConfig) {
  const configured = new Map(config.socialProviders.map((provider) => [provider.id, provider]));
  const known = KNOWN_SOCIAL_CHOICES.map((choice) => ({
    id: choice.id,
    name: configured.get(choice.id)?.name ?? choice.name,
    enabled: configured.has(choice.id),
  }));
  const others = config.socialProviders
    .filter((provider) => !KNOWN_SOCIAL_CHOICES.some((choice) => choice.id === provider.id))
    .map((provider) => ({ id: provider.id, name: provider.name, enabled: true }));
  return [...known, ...others];
}

export function clientConfigOf(config: AppConfig): ClientConfig {
  return {
    migrationFlag: config.migrationFlag,
    supportEmail: config.supportEmail,
    helpCenterUrl: config.helpCenterUrl,
    captcha: config.hcaptcha
      ? { provider: 'hcaptcha', siteKey: config.hcaptcha.siteKey }
      : { provider: 'development' },
    devTools: config.env !== 'production',
    redirectHosts: config.redirectHosts,
    socialChoices: socialChoices(config),
  };
}
