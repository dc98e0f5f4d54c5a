/** The option lists' labels (the stored codes never change). A state's Spanish name is the one Spanish writes (Nueva York), or its English one. */

import { HELP_TYPES, LANGUAGES, LOAN_TYPES, MORTGAGE_TYPES, US_STATES } from '../../vocab.ts';
import { optionLabels } from '../messages.ts';

export default {
  ...optionLabels('language', LANGUAGES),
  ...optionLabels('loanType', LOAN_TYPES),
  ...optionLabels('mortgageType', MORTGAGE_TYPES),
  ...optionLabels('helpType', HELP_TYPES),
  ...optionLabels('state', US_STATES),
} as const;
