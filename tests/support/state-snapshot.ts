import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/**
 * What any api/v1 call could change: rows of the state tables, the members' counters and
 * timestamps, and a digest of every member and card row (so a silent update shows too). Two equal
 * snapshots mean a call stored nothing.
 */
export async function stateSnapshot(t: TestApp): Promise<unknown> {
  const result: unknown = await t.database.db.execute(sql`
    select
      (select count(*) from members)::int as members,
      (select md5(coalesce(string_agg(m::text, '|' order by m.id), '')) from members m) as members_digest,
      (select md5(coalesce(string_agg(c::text, '|' order by c.id), '')) from cards c) as cards_digest,
      (select count(*) from sessions)::int as sessions,
      (select count(*) from otp_challenges)::int as challenges,
      (select count(*) from one_time_tokens)::int as tokens,
      (select count(*) from outbox)::int as outbox,
      (select count(*) from rate_limits)::int as limits,
      (select coalesce(sum(count), 0) from rate_limits)::int as hits,
      (select coalesce(sum(failed_login_count + consecutive_failures), 0) from members)::int as failures,
      (select max(updated_at) from members)::text as updated,
      (select max(updated_at) from cards)::text as cards_updated,
      (select max(revoked_at) from sessions)::text as sessions_revoked,
      (select max(rotated_at) from sessions)::text as sessions_rotated,
      (select coalesce(sum(attempts), 0) from otp_challenges)::int as code_attempts,
      (select max(used_at) from otp_challenges)::text as codes_used,
      (select max(voided_at) from otp_challenges)::text as codes_voided,
      (select max(used_at) from one_time_tokens)::text as tokens_used,
      (select count(*) from raffle_entries)::int as raffle_entries,
      (select count(*) from survey_responses)::int as survey_responses
  `);
  return (result as { rows: unknown[] }).rows[0];
}
