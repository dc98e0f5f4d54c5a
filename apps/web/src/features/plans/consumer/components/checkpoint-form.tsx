import { useAddCheckpoint } from '../../../../lib/api/consumer-plans.ts';
import { ScoreReadingForm } from '../../shared/score-reading-form.tsx';

/** A score the client read: the bureau, the score and the day (today unless changed). */
export function CheckpointForm({ planId }: { planId: string }) {
  return <ScoreReadingForm record={useAddCheckpoint(planId)} />;
}
