import type { PlanCheckpoint } from '@mx/contract';
import { BUREAUS, type Bureau } from '@mx/contract/plan-texts';

/** Who recorded a reading: the professional or the client. */
export type Recorder = PlanCheckpoint['recordedBy'];

export interface Point {
  day: string;
  score: number;
  /** Order of recording within a day (the starting score first). */
  order: number;
  /** The plan's starting score, or who recorded the reading. */
  source: 'start' | Recorder;
}

/** The points of each bureau, oldest first: the starting score, then the checkpoints. */
export function seriesOf(input: {
  startingScores: Record<Bureau, number | null>;
  scoresReadOn: string | null;
  startFallback: string;
  checkpoints: readonly PlanCheckpoint[];
}): Record<Bureau, Point[]> {
  const startDay = input.scoresReadOn ?? input.startFallback;
  const out = {} as Record<Bureau, Point[]>;
  for (const { code } of BUREAUS) {
    const points: Point[] = [];
    const start = input.startingScores[code];
    if (start !== null) points.push({ day: startDay, score: start, order: 0, source: 'start' });
    for (const c of input.checkpoints) {
      if (c.bureau === code) {
        points.push({ day: c.readOn, score: c.score, order: Date.parse(c.createdAt) || 1, source: c.recordedBy });
      }
    }
    out[code] = points.sort((a, b) => a.day.localeCompare(b.day) || a.order - b.order);
  }
  return out;
}

/** A row of the scores table: the scores of one day that one side recorded (or the starting scores). */
export interface ScoreRow {
  day: string;
  source: Point['source'];
  /** The first recording in the row, to order the rows of one day. */
  order: number;
  cells: Record<Bureau, number[]>;
}

/**
 * The table's rows, oldest day first: a row per day and per source, so that each row says whose
 * readings it holds; on one day the starting scores come first, then the side that recorded first.
 */
export function scoreRows(series: Record<Bureau, Point[]>): ScoreRow[] {
  const rows = new Map<string, ScoreRow>();
  for (const { code } of BUREAUS) {
    for (const p of series[code]) {
      const key = `${p.source}:${p.day}`;
      const row = rows.get(key) ?? {
        day: p.day,
        source: p.source,
        order: p.order,
        cells: { equifax: [], experian: [], transunion: [] },
      };
      rows.set(key, row);
      row.order = Math.min(row.order, p.order);
      row.cells[code].push(p.score);
    }
  }
  return [...rows.values()].sort((a, b) => a.day.localeCompare(b.day) || a.order - b.order);
}
