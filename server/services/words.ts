/**
 * The catalogue's filter words as the back office and imports write them: a design's
 * words per group become its *Str columns and its word ids, and a word the catalogue
 * does not have yet is created (matched without regard to capitals).
 */
import { inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { words } from '../db/schema';
import { designWordColumns, designWordGroups, type DesignWordGroup, type DesignWords } from '../../src/domain/words';

export type GroupName = DesignWordGroup;
export const groupNames = designWordGroups;
export type { DesignWords };

const keyOf = (group: string, word: string) => `${group}\u0000${word.toLowerCase()}`;

/** Ids of the words, creating the missing ones; keyed by group and lower-case word. */
export async function ensureWords(tx: Db, designWords: DesignWords): Promise<Map<string, number>> {
  const wanted = groupNames.flatMap((group) => (designWords[group] ?? []).map((word) => ({ group, word })));
  const ids = new Map<string, number>();
  if (wanted.length === 0) return ids;
  const existing = await tx
    .select({ id: words.id, word: words.word, rootName: words.rootName })
    .from(words)
    .where(inArray(words.rootName, [...new Set(wanted.map((w) => w.group))]));
  for (const w of existing) ids.set(keyOf(w.rootName, w.word), w.id);
  for (const { group, word } of wanted) {
    if (ids.has(keyOf(group, word))) continue;
    // New words are numbered after every word there is (the seed's go by hundreds per group).
    const [created] = await rowsOf<{ id: number }>(
      tx,
      sql`INSERT INTO ${words} (id, word, root_name, sort)
          SELECT GREATEST(COALESCE(max(id), 0), 10000) + 1, ${word}, ${group}, COALESCE(max(sort), 0) + 1 FROM ${words}
          RETURNING id`,
    );
    ids.set(keyOf(group, word), Number(created!.id));
  }
  return ids;
}

/** The design columns its words are written to: each group's *Str and every word id. */
export async function wordColumnsOf(tx: Db, designWords: DesignWords) {
  const ids = await ensureWords(tx, designWords);
  const strs = Object.fromEntries(groupNames.map((group) => [designWordColumns[group], (designWords[group] ?? []).join(',')])) as Record<
    (typeof designWordColumns)[GroupName],
    string
  >;
  const wordIds = [...new Set(groupNames.flatMap((group) => (designWords[group] ?? []).map((word) => ids.get(keyOf(group, word))!)))];
  return { ...strs, wordIds };
}

/** A design's words per group, read back from its *Str columns. */
export function wordsOfDesign(design: Record<(typeof designWordColumns)[GroupName], string>): DesignWords {
  return Object.fromEntries(
    groupNames.map((group) => [
      group,
      design[designWordColumns[group]]
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean),
    ]),
  ) as DesignWords;
}

/** Whether a database error is a unique-key clash (two writers creating the same row at once). */
export function isUniqueClash(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === '23505') return true;
  return false;
}

/**
 * Runs a transaction that may create words, again when a parallel writer (another
 * import, an operator's edit on another instance) created the same word or took the
 * same new id first: the retry finds theirs.
 */
export async function retryingClashes<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isUniqueClash(error)) throw error;
    }
  }
}
