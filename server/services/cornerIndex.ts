/**
 * An index of every design's corners, so search by image finds a design by its corners
 * even when its signatures do not put it on the shortlist.
 *
 * Measured on photos of printed swatches of real artwork (the tuning half): for 4 of the
 * 11 photos the shop missed, the design was first of all 3,213 by its corners'
 * agreement (services/localFeatures.ts), but 50th–70th or further by its signatures, so
 * checking the signatures' shortlist by corners never reached it. Counting the
 * agreement with every design takes a second an upload; this index counts it with the
 * designs that have a corner alike to one of the upload's, in 13–16 ms at 3,213 designs.
 *
 * Each stored corner is filed under a 16-bit key: one bit from every 16 of its
 * descriptor (ORB's tests were chosen so that near ones say the most alike things, so
 * bits far apart are the least tied to each other). Two alike corners (at most 48 of
 * 256 bits apart) differ in 2 or fewer of those 16 bits more often than not, so an
 * upload's corner looks in the 137 keys within 2 bits of its own ("multi-probe"
 * hashing) and reads every corner filed there in full: those within ALIKE_DISTANCE vote
 * for their design's (turn, scale) cell, exactly as `agreement` counts. A key that
 * holds far more corners than most (a plain edge, a dot: every design has them) tells
 * no design apart and is passed over, as a text index passes over its commonest words.
 *
 * Postgres stays the authority. The index is loaded once; then each search first reads
 * the designs whose corners were written or cleared since (numbered by
 * `local_features_serial`, migration 0022, whichever server process wrote them), and
 * files them apart, small, until they pass an eighth of the rest and everything is filed
 * again. A design taken off sale or deleted is left in the index: the caller keeps only
 * the designs on sale.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import {
  ALIKE_DISTANCE,
  decodeLocalFeatures,
  DESCRIPTOR_BYTES,
  fullestCell,
  popcount,
  VOTE_CELLS,
  voteCell,
  wordsOf,
  type LocalFeatures,
  type LocalQuery,
} from './localFeatures';

/** Words (32 bits) in one descriptor. */
const WORDS = DESCRIPTOR_BYTES / 4;
/**
 * Corners filed under a key on average: the key's bits grow with the catalogue (16 at
 * 3,000 designs, 21 at 100,000), so a search reads about as many postings at any size.
 */
const CORNERS_PER_KEY = 12;
const FEWEST_KEY_BITS = 12;
const MOST_KEY_BITS = 22;

/** How corners are filed: which bits of a descriptor make its key, and the keys near one. */
interface Keying {
  bits: number;
  /** Word and bit within it of each key bit: spread evenly over the 256. */
  words: Uint8Array;
  shifts: Uint8Array;
  /** Every key within 2 bits of 0: an upload's corner looks in its own key XOR each. */
  probes: Uint32Array;
}

function keyingFor(corners: number): Keying {
  const bits = Math.min(MOST_KEY_BITS, Math.max(FEWEST_KEY_BITS, Math.round(Math.log2(Math.max(1, corners / CORNERS_PER_KEY)))));
  const positions = Array.from({ length: bits }, (_, i) => Math.floor((i * DESCRIPTOR_BYTES * 8) / bits));
  const probes = [0];
  for (let i = 0; i < bits; i++) probes.push(1 << i);
  for (let i = 0; i < bits; i++) for (let j = i + 1; j < bits; j++) probes.push((1 << i) | (1 << j));
  return {
    bits,
    words: Uint8Array.from(positions, (bit) => bit >> 5),
    shifts: Uint8Array.from(positions, (bit) => bit & 31),
    probes: Uint32Array.from(probes),
  };
}
/**
 * Two alike corners (ALIKE_DISTANCE of 256 bits) have about 12 of their first 64 bits
 * apart; two unrelated ones about 32. Postings further apart than this in the first 64
 * are passed over unread (2–3% of unrelated ones are not).
 */
const FIRST_TWO_WORDS_DISTANCE = 24;
/** A key holding more than this many times the corners of an average key is passed over. */
const CROWDED_TIMES_AVERAGE = 30;
/** ... but never one holding this few. */
const CROWDED_AT_LEAST = 64;
/** Designs read since everything was filed that are kept apart before everything is filed again. */
const FILE_AFTER = 64;
/**
 * Postings one search may read (about 50 ms of the answering thread on this 2-core
 * machine). Photos of real artwork read 150,000–800,000 at 3,213 designs; an upload made
 * so that its corners fall in the fullest keys that are not passed over could read 20
 * times the most seen, and holds the thread no longer than this.
 */
const POSTINGS_PER_SEARCH = 1_500_000;
/** Rows read at a time while catching up. */
const READ_BATCH = 500;

/** The key of the descriptor at word `at` of `words`. */
function keyOf(keying: Keying, words: Uint32Array, at: number): number {
  let key = 0;
  for (let i = 0; i < keying.bits; i++) key |= ((words[at + keying.words[i]!]! >>> keying.shifts[i]!) & 1) << i;
  return key;
}

/** Corners filed by key: the corners of key k are postings starts[k] to starts[k + 1]. */
interface Filed {
  keying: Keying;
  /** Design id of each slot. */
  ids: Int32Array;
  starts: Uint32Array;
  /** Posting → slot of its design. */
  slots: Uint32Array;
  /**
   * Posting → the first two words of its descriptor, and all of it (WORDS words), its
   * angle and pyramid level. Most postings are passed over by their first two words:
   * kept apart, those are read from a quarter of the memory.
   */
  firstWords: Uint32Array;
  words: Uint32Array;
  angles: Uint8Array;
  levels: Uint8Array;
  /** Keys holding more postings than this are passed over. */
  crowded: number;
}

interface Design {
  id: number;
  corners: LocalFeatures;
}

/** Files `designs`' corners, and those `kept` from an earlier filing (a slot → whether it is kept). */
function file(designs: readonly Design[], earlier?: { filed: Filed; kept: (slot: number) => boolean }): Filed {
  const old = earlier?.filed;
  // Old slots kept, renumbered in order; new designs' slots follow them.
  const oldSlotTo = new Int32Array(old ? old.ids.length : 0).fill(-1);
  let slotCount = 0;
  if (old) for (let slot = 0; slot < old.ids.length; slot++) if (earlier!.kept(slot)) oldSlotTo[slot] = slotCount++;
  const keptPosting = (p: number) => oldSlotTo[old!.slots[p]!]! >= 0;
  const designWords = designs.map(({ corners }) => wordsOf(corners));
  let total = 0;
  if (old) for (let p = 0; p < old.slots.length; p++) if (keptPosting(p)) total++;
  for (const { corners } of designs) total += corners.count;
  // Keys are made anew at every filing: the catalogue may have grown past another size.
  const keying = keyingFor(total);
  const keys = 1 << keying.bits;
  const starts = new Uint32Array(keys + 1);
  if (old) for (let p = 0; p < old.slots.length; p++) if (keptPosting(p)) starts[keyOf(keying, old.words, p * WORDS) + 1]!++;
  designs.forEach(({ corners }, d) => {
    for (let j = 0; j < corners.count; j++) starts[keyOf(keying, designWords[d]!, j * WORDS) + 1]!++;
  });
  for (let key = 0; key < keys; key++) starts[key + 1]! += starts[key]!;
  const ids = new Int32Array(slotCount + designs.length);
  const slots = new Uint32Array(total);
  const words = new Uint32Array(total * WORDS);
  const angles = new Uint8Array(total);
  const levels = new Uint8Array(total);
  const next = starts.slice(0, keys);
  const firstWords = new Uint32Array(total * 2);
  const post = (slot: number, from: Uint32Array, at: number, angle: number, level: number) => {
    const p = next[keyOf(keying, from, at)]!++;
    slots[p] = slot;
    words.set(from.subarray(at, at + WORDS), p * WORDS);
    firstWords.set(from.subarray(at, at + 2), 2 * p);
    angles[p] = angle;
    levels[p] = level;
  };
  if (old) {
    for (let slot = 0; slot < old.ids.length; slot++) if (oldSlotTo[slot]! >= 0) ids[oldSlotTo[slot]!] = old.ids[slot]!;
    for (let p = 0; p < old.slots.length; p++)
      if (keptPosting(p)) post(oldSlotTo[old.slots[p]!]!, old.words, p * WORDS, old.angles[p]!, old.levels[p]!);
  }
  designs.forEach(({ id, corners }, d) => {
    ids[slotCount + d] = id;
    for (let j = 0; j < corners.count; j++) post(slotCount + d, designWords[d]!, j * WORDS, corners.angles[j]!, corners.levels[j]!);
  });
  const crowded = Math.max(CROWDED_AT_LEAST, Math.ceil((CROWDED_TIMES_AVERAGE * total) / keys));
  return { keying, ids, starts, slots, firstWords, words, angles, levels, crowded };
}

/** Each slot's agreement with the upload's corners (as `agreement` counts it), for the slots with any. */
function agreementsFiled(
  filed: Filed,
  upload: LocalFeatures,
  { skipped, into, budget }: { skipped: Uint8Array; into: Map<number, number>; budget: { left: number } },
): void {
  if (upload.count === 0) return;
  const query = wordsOf(upload);
  // Each slot with a vote gets VOTE_CELLS counters (and who voted last in each) from a pool.
  const baseOf = new Int32Array(filed.ids.length).fill(-1);
  let votes = new Uint16Array(64 * VOTE_CELLS);
  let votedBy = new Int32Array(64 * VOTE_CELLS);
  const touched: number[] = [];
  // Read into locals: the loop below runs for every posting of 137 keys a corner.
  const { keying, starts, firstWords, words, slots, angles, levels, crowded } = filed;
  corners: for (let i = 0; i < upload.count; i++) {
    const q = i * WORDS;
    const key = keyOf(keying, query, q);
    const [q0, q1, q2, q3, q4, q5, q6, q7] = query.subarray(q, q + WORDS) as unknown as number[];
    for (const probe of keying.probes) {
      const k = key ^ probe;
      const from = starts[k]!;
      const to = starts[k + 1]!;
      if (to - from > crowded) continue;
      budget.left -= to - from;
      if (budget.left < 0) break corners;
      for (let p = from; p < to; p++) {
        let d = popcount(q0! ^ firstWords[2 * p]!) + popcount(q1! ^ firstWords[2 * p + 1]!);
        if (d > FIRST_TWO_WORDS_DISTANCE) continue;
        const w = p * WORDS;
        d += popcount(q2! ^ words[w + 2]!) + popcount(q3! ^ words[w + 3]!);
        if (d > ALIKE_DISTANCE) continue;
        d += popcount(q4! ^ words[w + 4]!) + popcount(q5! ^ words[w + 5]!) + popcount(q6! ^ words[w + 6]!) + popcount(q7! ^ words[w + 7]!);
        if (d > ALIKE_DISTANCE) continue;
        const slot = slots[p]!;
        if (skipped[slot]) continue;
        let base = baseOf[slot]!;
        if (base < 0) {
          base = touched.length * VOTE_CELLS;
          if (base + VOTE_CELLS > votes.length) {
            const grownVotes = new Uint16Array(votes.length * 2);
            grownVotes.set(votes);
            votes = grownVotes;
            const grownVoters = new Int32Array(votedBy.length * 2);
            grownVoters.set(votedBy);
            votedBy = grownVoters;
          }
          votedBy.fill(-1, base, base + VOTE_CELLS);
          baseOf[slot] = base;
          touched.push(slot);
        }
        const cell = base + voteCell(upload.angles[i]!, upload.levels[i]!, angles[p]!, levels[p]!);
        if (votedBy[cell] === i) continue;
        votedBy[cell] = i;
        votes[cell]!++;
      }
    }
  }
  for (const slot of touched) {
    const agreed = fullestCell(votes, baseOf[slot]!);
    const id = filed.ids[slot]!;
    if (agreed > (into.get(id) ?? 0)) into.set(id, agreed);
  }
}

/** Stored corners; damaged ones count as none (they are measured again when their version changes). */
function cornersOf(base64: string): LocalFeatures {
  try {
    return decodeLocalFeatures(Buffer.from(base64, 'base64'));
  } catch {
    return { count: 0, angles: new Uint8Array(0), levels: new Uint8Array(0), descriptors: new Uint8Array(0) };
  }
}

export interface CornerAgreement {
  id: number;
  agreement: number;
}

export interface CornerIndex {
  /**
   * The `count` designs whose corners agree best with the upload's (at least
   * `atLeast`), most first, ties by id; taken off sale or not, the caller decides.
   */
  nearest(upload: LocalQuery, count: number, atLeast?: number): Promise<CornerAgreement[]>;
  /** Loads the index, or catches it up: a server calls it before the first shopper asks. */
  catchUp(): Promise<void>;
  /** Designs filed with the rest, filed apart since, the last write of corners read, and the postings the last search read. */
  state(): { filed: number; recent: number; serial: number; postingsRead: number };
}

export function createCornerIndex(db: Db, { postingsPerSearch = POSTINGS_PER_SEARCH } = {}): CornerIndex {
  let filed: Filed = file([]);
  /** Slots of `filed` whose design's corners were written or cleared since. */
  let skipped = new Uint8Array(0);
  let skippedCount = 0;
  const slotOf = new Map<number, number>();
  /**
   * Designs read since `filed` was made (id → corners), filed apart in `recent`: made
   * again at each catching up that reads any, at a cost that grows with them only, and
   * filed with the rest once they pass an eighth of it, so that filing everything again
   * (a second or so at 3,000 designs) happens seldom as the catalogue grows.
   */
  const unfiled = new Map<number, LocalFeatures>();
  let recent: Filed = file([]);
  let serial = 0;
  let running: Promise<void> | null = null;

  function fileEverything() {
    const designs = [...unfiled].map(([id, corners]) => ({ id, corners }));
    filed = file(designs, { filed, kept: (slot) => !skipped[slot] });
    unfiled.clear();
    recent = file([]);
    skipped = new Uint8Array(filed.ids.length);
    skippedCount = 0;
    slotOf.clear();
    filed.ids.forEach((id, slot) => slotOf.set(id, slot));
  }

  async function readChanges() {
    let read = 0;
    for (;;) {
      const rows = await rowsOf<{ id: number; corners: string | null; serial: string | number }>(
        db,
        sql`SELECT id, encode(local_features, 'base64') AS corners, local_features_serial AS serial FROM designs
            WHERE local_features_serial > ${serial} ORDER BY local_features_serial LIMIT ${READ_BATCH}`,
      );
      for (const row of rows) {
        const slot = slotOf.get(row.id);
        if (slot !== undefined && !skipped[slot]) {
          skipped[slot] = 1;
          skippedCount++;
        }
        serial = Math.max(serial, Number(row.serial));
        // Cleared (to be measured again): its old corners find it no more.
        if (row.corners === null) unfiled.delete(row.id);
        else unfiled.set(row.id, cornersOf(row.corners));
      }
      read += rows.length;
      if (rows.length < READ_BATCH) break;
    }
    if (read === 0) return;
    if (unfiled.size > Math.max(FILE_AFTER, (filed.ids.length - skippedCount) / 8)) fileEverything();
    else recent = file([...unfiled].map(([id, corners]) => ({ id, corners })));
  }

  function catchUp(): Promise<void> {
    // One catching up at a time: searches arriving meanwhile wait for the same one.
    running ??= readChanges().finally(() => (running = null));
    return running;
  }

  const noneSkipped = new Uint8Array(0);
  let postingsRead = 0;
  return {
    async nearest(upload, count, atLeast = 1) {
      await catchUp();
      const into = new Map<number, number>();
      postingsRead = 0;
      // Half the reading each for the upload as it is and mirrored: a copy is either.
      for (const way of [upload.upright, upload.mirrored]) {
        const budget = { left: postingsPerSearch / 2 };
        agreementsFiled(filed, way, { skipped, into, budget });
        agreementsFiled(recent, way, { skipped: noneSkipped, into, budget });
        postingsRead += postingsPerSearch / 2 - Math.max(0, budget.left);
      }
      return [...into]
        .filter(([, counted]) => counted >= atLeast)
        .map(([id, counted]) => ({ id, agreement: counted }))
        .sort((a, b) => b.agreement - a.agreement || a.id - b.id)
        .slice(0, count);
    },
    catchUp,
    state: () => ({ filed: filed.ids.length - skippedCount, recent: unfiled.size, serial, postingsRead }),
  };
}
