import { sql } from 'drizzle-orm';
import { customType, doublePrecision, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { nameWordsSql } from '../../lib/name-words.ts';
import { mxpertProfiles } from '../mxpert/schema.ts';

/**
 * What the public directory's search reads (docs/decisions/069-directory-search-table.md): one narrow
 * row per listed professional (approved, onboarded, not paused, account active) with the sort keys,
 * one `tags` array for every filter (`s:TX`, `l:fha`, `m:purchase`, `g:english`) and the lower-cased
 * name and company. Database triggers on mxpert_profiles and users keep it equal to the listing rule
 * in the transaction of every change (migration `directory-entries`); nothing in the app writes it.
 */
export const directoryEntries = pgTable(
  'directory_entries',
  {
    profileId: uuid('profile_id')
      .primaryKey()
      .references(() => mxpertProfiles.id, { onDelete: 'cascade' }),
    cxid: text('cxid').notNull(),
    scoresOptimized: integer('scores_optimized').notNull(),
    yearsExperience: integer('years_experience').notNull(),
    ratingAverage: doublePrecision('rating_average'),
    reviewCount: integer('review_count').notNull(),
    tags: text('tags').array().notNull(),
    searchText: text('search_text').notNull(),
    /** The lower-cased full name alone: a text without a space matches the name or the company tag. */
    nameText: text('name_text').notNull(),
    /** The professional's bit in directory_tag_bits (directory_positions). */
    pos: integer('pos').notNull(),
    /**
     * The name and the company as words (lib/name-words.ts), as ' name | company ': a search that
     * names professionals looks for ' its words ' in it (decision 109).
     */
    nameWords: text('name_words')
      .notNull()
      .generatedAlwaysAs(
        sql`' ' || ${nameWordsSql(sql`name_text`)} || ' | ' || ${nameWordsSql(sql`substr(search_text, length(name_text) + 2)`)} || ' '`,
      ),
  },
  (t) => [
    // Every filter group is one `tags && {…}` condition on this one index. The GIN indexes write
    // each change at once (fastupdate off): a search never reads a pending list, which only a vacuum
    // merges, and the embedded database never vacuums (decision 072).
    index('directory_entries_tags_idx').using('gin', t.tags).with({ fastupdate: false }),
    index('directory_entries_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: false }),
    index('directory_entries_name_idx').using('gin', sql`${t.nameText} gin_trgm_ops`).with({ fastupdate: false }),
    index('directory_entries_name_words_idx').using('gin', sql`${t.nameWords} gin_trgm_ops`).with({ fastupdate: false }),
    // One per order, each exactly as the page query writes its ORDER BY (list-mxperts.ts), then the
    // position and the id, which change nothing in the order (CXID is unique) but let a page that
    // checks the matches' bits walk the index alone (decision 071).
    index('directory_entries_recommended_idx').on(t.scoresOptimized.desc(), t.yearsExperience.desc(), t.cxid, t.pos, t.profileId),
    index('directory_entries_rating_idx').on(t.ratingAverage.desc(), t.reviewCount.desc(), t.cxid, t.pos, t.profileId),
    index('directory_entries_experience_idx').on(t.yearsExperience.desc(), t.scoresOptimized.desc(), t.cxid, t.pos, t.profileId),
  ],
);

/**
 * How many directory entries carry each tag, and `*` how many there are: the count of a search with a
 * single filter value (a place alone, the most common search) or none, without reading the entries.
 * Kept by a trigger on directory_entries in the same transaction (migration `directory-entries`).
 */
export const directoryTagCounts = pgTable('directory_tag_counts', {
  tag: text('tag').primaryKey(),
  n: integer('n').notNull(),
});

/**
 * Each professional's bit position in directory_tag_bits, given when first listed and kept while the
 * profile exists, so the positions stay dense (migration `directory-bits`, decision 071).
 */
export const directoryPositions = pgTable('directory_positions', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => mxpertProfiles.id, { onDelete: 'cascade' }),
  pos: integer('pos').generatedByDefaultAsIdentity().notNull().unique(),
});

/** Bits of a segment of DIRECTORY_SEGMENT_BITS positions; the type is `bit(8192)`. */
const segmentBits = customType<{ data: string; driverData: string }>({
  dataType: () => 'bit(8192)',
});

/**
 * Which entries carry a tag, as one bit per position in segments of 8,192 positions: a count of any
 * filter set (and a minimum rating, a company) is the bits of its lists ORed within a list, ANDed
 * across lists, and counted, reading about 60 rows per tag at 500,000 professionals instead of every
 * matching entry. Kept by a trigger on directory_entries in the same transaction (decision 071).
 */
export const directoryTagBits = pgTable(
  'directory_tag_bits',
  {
    tag: text('tag').notNull(),
    seg: integer('seg').notNull(),
    bits: segmentBits('bits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tag, t.seg] })],
);
