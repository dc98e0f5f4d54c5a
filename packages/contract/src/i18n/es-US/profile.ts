import type en from '../en-US/profile.ts';
import type { Translation } from '../messages.ts';

export default {
  aboutTitle: 'Acerca de {name}',
  aboutDefault:
    '{name} es un profesional hipotecario con licencia que ayuda a los compradores de vivienda a mejorar su crédito antes de presentar su solicitud, para que califiquen para una mejor tasa de interés.',
  stateLicenses: 'Licencias estatales',
  loanTypes: 'Tipos de préstamo',
  mortgageTypes: 'Tipos de hipoteca',
  languages: 'Idiomas',
  notProvided: 'No indicado',
} satisfies Translation<typeof en>;
