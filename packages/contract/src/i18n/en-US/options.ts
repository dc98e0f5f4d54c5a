/** The option lists' labels (the stored codes never change). States keep their names in every language. */

import { HELP_TYPES, LANGUAGES, LOAN_TYPES, MORTGAGE_TYPES } from '../../vocab.ts';
import { optionLabels } from '../messages.ts';

export default {
  ...optionLabels('language', LANGUAGES),
  ...optionLabels('loanType', LOAN_TYPES),
  ...optionLabels('mortgageType', MORTGAGE_TYPES),
  ...optionLabels('helpType', HELP_TYPES),
} as const;
