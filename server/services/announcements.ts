import { desc, eq } from 'drizzle-orm';
import type { AnnouncementsResponse } from '#contract/announcements';
import type { Database } from '../db/client';
import { announcements } from '../db/schema';

export async function readAnnouncements(db: Database): Promise<AnnouncementsResponse> {
  const rows = await db
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
