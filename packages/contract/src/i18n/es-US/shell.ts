import type en from '../en-US/shell.ts';
import type { Translation } from '../messages.ts';

export default {
  skipToContent: 'Ir al contenido',
  logoHome: 'Inicio de MortgageXperts',
  mainNav: 'Principal',
  mobileNav: 'Móvil',
  footerNav: 'Pie de página',
  menuSolutions: 'Soluciones',
  menuWhy: 'Por qué elegir MortgageXperts',
  menuResources: 'Recursos',
  menuCompany: 'Empresa',
  menuPricing: 'Precios',
  login: 'Iniciar sesión',
  getStarted: 'Comenzar',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  footerTagline: 'Profesionales hipotecarios con licencia que preparan su crédito antes de que usted presente su solicitud.',
  footerPrivacy: 'Política de privacidad',
  footerAcceptableUse: 'Política de uso aceptable',
  footerTerms: 'Términos de uso',
  footerLicensing: 'Licencias',
  footerSupport: 'Obtener ayuda',
  equalHousing:
    'Igualdad de Oportunidades en la Vivienda. MortgageXperts no es un prestamista ni un corredor hipotecario, y apoya la Ley de Vivienda Justa y la Ley de Igualdad de Oportunidades de Crédito.',
  copyright: '© {year} MortgageXperts. Todos los derechos reservados.',
} satisfies Translation<typeof en>;
