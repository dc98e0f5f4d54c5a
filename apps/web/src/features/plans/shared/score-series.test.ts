import type { PlanCheckpoint } from '@mx/contract';
import { describe, expect, it } from 'vitest';
import { scoreRows, seriesOf } from './score-series.ts';

let n = 0;
function checkpoint(fields: Pick<PlanCheckpoint, 'bureau' | 'score' | 'readOn' | 'recordedBy'> & { at: string }): PlanCheckpoint {
  const { at, ...rest } = fields;
  n += 1;
  return { id: `c${n}`, createdAt: at, ...rest };
}

/** The rows as the table shows them: day, whose, and the scores of each bureau. */
function table(checkpoints: PlanCheckpoint[]) {
  const series = seriesOf({
    startingScores: { equifax: 640, experian: 655, transunion: null },
    scoresReadOn: '2026-10-01',
    startFallback: '2026-10-05',
    checkpoints,
  });
  return scoreRows(series).map((r) => [r.day, r.source, r.cells.equifax, r.cells.experian, r.cells.transunion]);
}

describe('the scores table', () => {
  it('keeps the professional’s readings and the client’s in rows of their own, also on one day', () => {
    const rows = table([
      checkpoint({ bureau: 'equifax', score: 668, readOn: '2026-11-20', recordedBy: 'consumer', at: '2026-11-20T15:00:00.000Z' }),
      checkpoint({ bureau: 'experian', score: 661, readOn: '2026-11-20', recordedBy: 'mxpert', at: '2026-11-20T09:00:00.000Z' }),
      checkpoint({ bureau: 'equifax', score: 652, readOn: '2026-11-01', recordedBy: 'mxpert', at: '2026-11-02T09:00:00.000Z' }),
      checkpoint({ bureau: 'equifax', score: 650, readOn: '2026-10-01', recordedBy: 'consumer', at: '2026-10-02T09:00:00.000Z' }),
    ]);
    expect(rows).toEqual([
      ['2026-10-01', 'start', [640], [655], []],
      ['2026-10-01', 'consumer', [650], [], []],
      ['2026-11-01', 'mxpert', [652], [], []],
      // The professional recorded first that day.
      ['2026-11-20', 'mxpert', [], [661], []],
      ['2026-11-20', 'consumer', [668], [], []],
    ]);
  });

  it('puts one side’s readings of one day in one row, oldest first', () => {
    const rows = table([
      checkpoint({ bureau: 'equifax', score: 671, readOn: '2026-11-20', recordedBy: 'consumer', at: '2026-11-21T09:00:00.000Z' }),
      checkpoint({ bureau: 'equifax', score: 668, readOn: '2026-11-20', recordedBy: 'consumer', at: '2026-11-20T09:00:00.000Z' }),
      checkpoint({
        bureau: 'experian',
        score: 659,
        readOn: '2026-11-20',
        recordedBy: 'consumer',
        at: '2026-11-20T10:00:00.000Z',
      }),
    ]);
    expect(rows).toEqual([
      ['2026-10-01', 'start', [640], [655], []],
      ['2026-11-20', 'consumer', [668, 671], [659], []],
    ]);
  });
});
