import type en from '../en-US/copRequest.ts';
import type { Translation } from '../messages.ts';

/** Terms as the CFPB's English-Spanish glossary writes them (../glossary.md). */
export default {
  title: 'Pedir un Plan de Optimización de Crédito',
  description: '{name} revisará su crédito y le mostrará cómo obtener una mejor tasa de interés.',
  processLegend: '¿En qué etapa del proceso hipotecario está?',
  'process.pre-qual': 'Precalificación',
  'process.purchasing-home': 'Comprando una vivienda',
  'process.refinance': 'Refinanciamiento',
  questionsLegend: 'Opcional: ayude a su profesional hipotecario a preparar su plan',
  believedScoreRange: 'El rango de puntaje de crédito que cree tener',
  targetScore: 'El puntaje que quiere alcanzar',
  targetScoreHint: 'Un número entero del 300 al 850',
  timeline: 'Cuándo espera comprar o refinanciar',
  loanAmount: 'Monto del préstamo en dólares',
  zip: 'Código postal',
  notAnswered: 'Prefiero no decirlo',
  'score.under-580': 'Menos de 580',
  'score.580-619': 'De 580 a 619',
  'score.620-659': 'De 620 a 659',
  'score.660-699': 'De 660 a 699',
  'score.700-739': 'De 700 a 739',
  'score.740-plus': '740 o más',
  'score.not-sure': 'No estoy seguro',
  'timeline.within-3-months': 'En los próximos 3 meses',
  'timeline.3-6-months': 'En 3 a 6 meses',
  'timeline.6-12-months': 'En 6 a 12 meses',
  'timeline.over-12-months': 'En más de un año',
  'timeline.not-sure': 'Todavía no lo sé',
  submit: 'Enviar la solicitud',
  failed: 'No se pudo enviar la solicitud del Plan de Optimización de Crédito',
} satisfies Translation<typeof en>;
