import { describe, expect, it } from 'vitest';
import { planTaskReminderEmail } from '../../src/modules/plans/plan-emails.ts';

/** A task reminder writes the task's estimate as the plan's pages do. */
function reminder(pointsMin: number, pointsMax: number, locale: 'en-US' | 'es-US') {
  return planTaskReminderEmail({
    firstName: 'Riley',
    mxpertName: 'Maria Lopez',
    accountLabel: 'Visa card',
    kind: 'pay-down',
    dueOn: '2030-01-15',
    pointsMin,
    pointsMax,
    planUrl: 'http://localhost:3000/consumer/plans/1',
    locale,
  }).text;
}

describe('the task reminder’s estimate', () => {
  it('reads "up to" for an estimate from nought, in English and in Spanish', () => {
    expect(reminder(0, 5, 'en-US')).toContain('It was estimated to bring up to 5 points. Estimates are not guarantees.');
    expect(reminder(0, 5, 'es-US')).toContain('Se estimó que aportaría hasta 5 puntos.');
  });

  it('reads one figure or a range otherwise', () => {
    expect(reminder(5, 5, 'en-US')).toContain('It was estimated to bring 5 points.');
    expect(reminder(10, 20, 'en-US')).toContain('It was estimated to bring 10 to 20 points.');
    expect(reminder(10, 20, 'es-US')).toContain('Se estimó que aportaría de 10 a 20 puntos.');
  });
});
