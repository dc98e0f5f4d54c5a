import type en from '../en-US/landing.ts';
import type { Translation } from '../messages.ts';

export default {
  badge: 'Mejor crédito, mejor hipoteca',
  heroTitle: 'Encuentre un profesional hipotecario cerca de usted',
  heroText:
    'Profesionales hipotecarios con licencia que optimizan su crédito antes de que presente su solicitud, para que califique para una tasa de interés más baja y un pago mensual menor.',
  areYouPro: '¿Es usted un profesional hipotecario?',
  becomePro: 'Únase como profesional',
  featuresTitle: 'Por qué los compradores de vivienda trabajan con un profesional de MortgageXperts',
  featureAdvisorsTitle: 'Asesores expertos',
  featureAdvisorsText:
    'Profesionales hipotecarios con licencia que han ayudado a miles de compradores de vivienda a mejorar su puntaje de crédito en más de 100 puntos.*',
  featureResultsTitle: 'Resultados comprobados',
  featureResultsText:
    'El 70 % de los solicitantes puede subir su puntaje de crédito al menos 20 puntos en 30 días con un Plan de Optimización de Crédito.*',
  featureSecureTitle: 'Seguro y confiable',
  featureSecureText: 'Nuestro equipo revisa a cada profesional, y lo que usted envía llega solo al profesional que elige.',
  figuresFootnote:
    '* Solo como ilustración; los resultados individuales varían. Estas cifras (70 % de los solicitantes, 20 puntos en 30 días, más de 100 puntos, 640 → 680, $158 y $131 al mes) son ejemplos fijos de mercadeo: no se calculan con datos de la plataforma MortgageXperts ni con ninguna muestra de nuestros usuarios, y ningún estudio de clientes las respalda. Lo que puede mejorar un puntaje de crédito, y lo que cuesta un préstamo, depende del historial de crédito de cada persona, del prestamista y del préstamo.',
  resultsTitle: 'Lo que pueden lograr 40 puntos*',
  resultsText:
    'Un ejemplo ilustrativo: subir un puntaje de crédito de 640 a 680 puede darle acceso a una tasa de interés más baja. En un préstamo típico, eso significa pagar menos cada mes, y pagar menos por el seguro hipotecario.',
  resultsNote: '* Solo como ilustración; los resultados individuales varían.',
  resultsHow: 'Cómo se hicieron estas cifras',
  creditScore: 'Puntaje de crédito',
  interestRate: 'Tasa de interés',
  lower: 'Más baja',
  monthlyPayment: 'Pago mensual',
  mortgageInsurance: 'Seguro hipotecario',
  howTitle: 'Cómo funciona',
  stepSearchTitle: 'Busque en su área',
  stepSearchText: 'Escriba su ciudad, estado o código postal para ver profesionales hipotecarios con licencia cerca de usted.',
  stepCompareTitle: 'Compare perfiles',
  stepCompareText: 'Conozca su experiencia, los préstamos con los que trabajan y los idiomas que hablan.',
  stepPlanTitle: 'Obtenga su plan',
  stepPlanText:
    'Envíe un mensaje o pida un Plan de Optimización de Crédito gratuito. El profesional se comunicará con usted pronto.',
  ctaTitle: 'Gratis para compradores de vivienda. Hecho para profesionales hipotecarios.',
  ctaText:
    'Los consumidores nunca pagan por buscar ni por contactar a un profesional. Los profesionales obtienen un perfil, clientes potenciales calificados y las herramientas para darles seguimiento.',
  browse: 'Ver profesionales hipotecarios',
  partnersTitle: 'Trabajamos con prestamistas de todo el país',
  partnersList: 'Prestamistas asociados',
} satisfies Translation<typeof en>;
