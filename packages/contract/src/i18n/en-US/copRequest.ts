/** The profile's Request a Credit Optimization Plan dialog: its own fields beyond the message form's. */
import { SUBMISSION_TEXT } from '../../limits.ts';
import { BELIEVED_SCORE_RANGES, COP_QUESTIONS_TEXT, PURCHASE_TIMELINES } from '../../plan-texts.ts';
import { MORTGAGE_PROCESSES } from '../../vocab.ts';
import { optionLabels } from '../messages.ts';

export default {
  title: 'Request a Credit Optimization Plan',
  description: '{name} will review your credit and show you how to reach a better rate.',
  processLegend: 'Where are you in the mortgage process?',
  ...optionLabels('process', MORTGAGE_PROCESSES),
  questionsLegend: COP_QUESTIONS_TEXT.legend,
  believedScoreRange: COP_QUESTIONS_TEXT.believedScoreRange,
  targetScore: COP_QUESTIONS_TEXT.targetScore,
  targetScoreHint: COP_QUESTIONS_TEXT.targetScoreHint,
  timeline: COP_QUESTIONS_TEXT.timeline,
  loanAmount: COP_QUESTIONS_TEXT.loanAmount,
  zip: COP_QUESTIONS_TEXT.zip,
  notAnswered: COP_QUESTIONS_TEXT.notAnswered,
  ...optionLabels('score', BELIEVED_SCORE_RANGES),
  ...optionLabels('timeline', PURCHASE_TIMELINES),
  submit: 'Submit Request',
  failed: SUBMISSION_TEXT.copFailed,
} as const;
