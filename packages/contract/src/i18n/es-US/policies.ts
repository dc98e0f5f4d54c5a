import type en from '../en-US/policies.ts';
import type { Translation } from '../messages.ts';

/** Terms as the CFPB's English-Spanish glossary writes them (../glossary.md). */
export default {
  counselNotice:
    'Plantilla que un abogado debe revisar antes del lanzamiento: este texto está escrito en lenguaje sencillo para MortgageXperts y todavía no lo ha revisado un abogado.',
  lastUpdated: 'Última actualización: noviembre de 2026.',
  prevails:
    'Esta traducción al español se ofrece para su comodidad. Si hay alguna diferencia entre esta versión y la versión en inglés, prevalece la versión en inglés.',
  supportForm: 'formulario de asistencia',
  newTab: ' (se abre en una pestaña nueva)',

  privacyTitle: 'Política de privacidad',
  privacyIntro:
    'MortgageXperts es un directorio: le ayuda a encontrar un profesional hipotecario con licencia y a enviar sus datos de contacto al que usted elija. Esta página explica, en palabras sencillas, qué guardamos sobre usted, por qué, quién lo ve, por cuánto tiempo y qué puede pedirnos.',
  collectTitle: 'Qué recopilamos',
  collect1:
    'Cuando envía un mensaje o pide un Plan de Optimización de Crédito: su nombre, su dirección de correo electrónico, su número de teléfono, cómo prefiere que lo contacten, en qué etapa del proceso hipotecario está, lo que escribió y el estado desde el que buscó.',
  collect2:
    'Con cada uno de ellos: un registro de su consentimiento para que lo contacten, es decir, la declaración exacta que usted aceptó (con el nombre del profesional), la hora, la dirección de red de su dispositivo y el agente de usuario de su navegador.',
  collect3:
    'Cuando crea una cuenta: su nombre, su dirección de correo electrónico y una contraseña (guardada solo como un hash de un solo sentido), y las sesiones con las que inicia sesión.',
  collect4:
    'De los profesionales: el perfil que publican (nombre, foto, empresa, número NMLS, áreas de servicio, tipos de préstamo, idiomas, datos de contacto) y los clientes potenciales que reciben.',
  collect5: 'Cuando escribe a asistencia: su nombre, su dirección de correo electrónico, el tema y su mensaje.',
  collect6:
    'Los registros del servidor de cada solicitud (dirección, hora, página), que se guardan por seguridad y para corregir fallas. No usamos rastreadores publicitarios y no vendemos datos.',
  whyTitle: 'Por qué lo recopilamos',
  why1: 'Para enviar su solicitud al profesional que eligió, de modo que pueda comunicarse con usted al respecto.',
  why2: 'Para demostrar, si alguna vez nos lo piden, que usted aceptó que lo contactara ese profesional y nadie más.',
  why3: 'Para administrar su cuenta: el inicio de sesión, sus listas de mensajes y solicitudes, y los correos electrónicos que pidió.',
  why4: 'Para mantener seguro el servicio: límites de solicitudes, controles contra el abuso y la revisión de cada profesional.',
  why5: 'Para responderle cuando escribe a asistencia.',
  whoTitle: 'Quién lo ve',
  who1: 'Lo que usted envía llega solo al profesional que eligió. Nunca se comparte con otros profesionales, prestamistas ni compradores de clientes potenciales, y nunca se vende.',
  who2: 'Nuestros administradores pueden verlo para operar y proteger el servicio (por ejemplo, para revisar un registro de consentimiento o detener un abuso). Las empresas que alojan nuestros servidores y envían nuestros correos electrónicos lo procesan en nuestro nombre y no pueden usarlo para nada más. Solo entregamos datos a las autoridades cuando la ley lo exige.',
  keepTitle: 'Por cuánto tiempo lo guardamos',
  'retention.consumerDeletion':
    'Cuando un consumidor elimina su cuenta, se eliminan de inmediato la cuenta, sus sesiones, sus notificaciones, las reseñas que escribió y los documentos de sus Planes de Optimización de Crédito.',
  'retention.leadsKept':
    'Los mensajes y las solicitudes que envió se quedan con el profesional que los recibió, como registro de un contacto que el consumidor pidió, hasta que ese profesional elimine su propia cuenta; se separan de la cuenta eliminada. Un mensaje o una solicitud que el profesional elimina solo deja de mostrarse para él: se guarda, con su conversación, para el derecho del remitente a escribir una reseña y para resolver disputas.',
  'retention.mxpertDeletion':
    'Cuando un profesional elimina su cuenta, se eliminan su perfil, los clientes potenciales que recibió, sus conversaciones, sus Planes de Optimización de Crédito con sus documentos y las reseñas sobre él.',
  'retention.consentKept':
    'Un registro de consentimiento se guarda mientras exista el mensaje o la solicitud al que pertenece, y se elimina con él.',
  'retention.emailsKept':
    'Los correos electrónicos que le enviamos se guardan durante 30 días después de entregarse (o después de que dejamos de intentar entregarlos) y luego se eliminan.',
  'retention.emailsOnDeletion':
    'Cuando usted elimina su cuenta, se eliminan de inmediato los correos electrónicos que enviamos a su dirección; solo se envía el correo electrónico que confirma la eliminación, y se elimina como cualquier otro.',
  'retention.signInAddressesKept':
    'La dirección de red de cada inicio de sesión se guarda durante 30 días, para comprobar que las reseñas vienen de clientes reales, y luego se elimina.',
  'retention.supportKept':
    'Los mensajes a asistencia se guardan mientras están abiertos y durante 2 años después de cerrarse, y luego se eliminan.',
  rightsTitle: 'Sus derechos y cómo ejercerlos',
  rights1: 'Ver y descargar lo que tenemos sobre usted: la configuración de su cuenta ofrece una descarga de sus datos.',
  rights2: 'Corregirlo: cambie su nombre, su dirección de correo electrónico o su contraseña en la configuración de su cuenta.',
  rights3: 'Eliminarlo: elimine su cuenta desde la configuración de su cuenta; lo que ocurre entonces se describe arriba.',
  rights4: 'Pedir a un profesional que deje de contactarlo: dígaselo directamente, o escríbanos y le haremos llegar su pedido.',
  rights5:
    'Dejar de recibir correos electrónicos que no tienen que ver con algo que usted hizo, con el enlace para cancelar la suscripción que trae cada uno.',
  rightsSupport:
    '¿Envió un mensaje sin tener una cuenta, o tiene otra consulta? Escríbanos por medio del {link} con el tema "Privacidad y mis datos". Respondemos en un plazo de 30 días, por lo general mucho antes. Según dónde viva (por ejemplo, en California), puede tener otros derechos según la ley estatal; los respetamos de la misma manera.',

  useTitle: 'Política de uso aceptable',
  useIntro:
    'MortgageXperts funciona solo si los consumidores pueden confiar en los profesionales que contactan y los profesionales pueden confiar en las solicitudes que reciben. Estas reglas se aplican a todas las personas que usan el sitio.',
  everyoneTitle: 'Todos',
  everyone1:
    'Dé sus propios datos, y que sean verdaderos. No envíe solicitudes en nombre de otra persona ni con su dirección de correo electrónico.',
  everyone2:
    'Nada de correo no deseado, acoso, amenazas ni contenido de odio o sexual, y ningún enlace a programas maliciosos ni a estafas de suplantación de identidad (phishing).',
  everyone3:
    'No intente eludir los límites de solicitudes, copiar el directorio de forma masiva ni sondear o sobrecargar nuestros sistemas.',
  everyone4: 'No use el sitio para discriminar a nadie por un motivo que protegen las leyes de préstamos justos.',
  prosTitle: 'Profesionales',
  pros1:
    'Mantenga su número NMLS, sus licencias y su perfil exactos y al día; publique solo lo que su licencia le permite hacer.',
  pros2:
    'Comuníquese con un consumidor solo sobre la solicitud que le envió, por el medio que aceptó, y deje de hacerlo cuando se lo pida.',
  pros3: 'Nunca venda, comparta ni entregue a nadie los datos de un consumidor ni un cliente potencial.',
  pros4:
    'No prometa un puntaje, una tasa de interés ni una aprobación que no pueda cumplir; siga las reglas de publicidad que se le aplican.',
  misuseTitle: 'Qué hacemos ante el mal uso',
  misuse:
    'Podemos quitar contenido, rechazar solicitudes, pausar un perfil o cerrar una cuenta que no cumpla estas reglas, y denunciar conductas ilegales a las autoridades. Para denunciar un mal uso, use el {link}.',

  termsTitle: 'Términos de uso',
  termsIntro: 'Al usar MortgageXperts, usted acepta estos términos. Si no los acepta, no use el sitio.',
  whatTitle: 'Qué es MortgageXperts',
  what: 'Un directorio que permite a los consumidores encontrar profesionales hipotecarios con licencia y comunicarse con ellos. MortgageXperts no es un prestamista ni un corredor hipotecario, no otorga préstamos ni toma decisiones de crédito, y no da asesoramiento financiero, legal ni tributario. Todo préstamo, plan o asesoramiento viene del profesional que usted elija, quien es responsable de ello; consulte {link}.',
  accountsTitle: 'Cuentas',
  accounts1: 'No comparta su contraseña; usted es responsable de lo que se haga con su cuenta.',
  accounts2: 'Los profesionales aparecen solo después de nuestra revisión y deben mantener exactos su perfil y sus licencias.',
  accounts3: 'Puede eliminar su cuenta en cualquier momento desde su configuración.',
  siteTitle: 'Uso del sitio',
  siteFollow: 'Siga la {link}.',
  siteData: 'Lo que hacemos con sus datos está en la {link}.',
  noGuaranteesTitle: 'Sin garantías',
  noGuarantees:
    'Las cifras del sitio son ilustraciones, y los resultados varían de una persona a otra. Revisamos a los profesionales cuando se unen, pero no podemos garantizar el resultado de trabajar con ninguno de ellos. El sitio se ofrece tal como está; en la medida en que la ley lo permita, no somos responsables de pérdidas indirectas que resulten de su uso.',
  changesTitle: 'Cambios y contacto',
  changes: 'Podemos actualizar estos términos y lo indicaremos en esta página. ¿Preguntas? Use el {link}.',

  licensingTitle: 'Licencias y divulgaciones',
  licensingIntro:
    'MortgageXperts es un mercado en línea, no un prestamista ni un corredor hipotecario. No recibimos solicitudes de préstamo, no tomamos decisiones de crédito ni gestionamos, negociamos o financiamos préstamos, y ningún prestamista nos paga por enviarle a usted con él.',
  listedTitle: 'Los profesionales que aparecen aquí',
  listed:
    'Cada profesional hipotecario nos da su número NMLS (el número que el Sistema Nacional de Licencias Multiestatal, Nationwide Multistate Licensing System, da a cada originador de préstamos hipotecarios) y nuestro equipo lo revisa antes de publicarlo. Cada profesional tiene su propia licencia, otorgada por los estados en los que trabaja, y es responsable de su propio cumplimiento.',
  verifyTitle: 'Cómo verificar una licencia',
  verify1: 'Cada perfil muestra el número NMLS del profesional y un enlace "Verificar la licencia en NMLS Consumer Access".',
  verify2:
    'Ese enlace abre su registro en {link}, el registro público oficial, donde puede ver en qué estados tiene licencia y cualquier medida tomada en su contra. También puede buscar usted mismo por nombre o por número NMLS.',
  verify3: 'Verifique la licencia antes de compartir documentos o de aceptar algo.',
  equalTitle: 'Igualdad de oportunidades en la vivienda',
  equal:
    'Igualdad de oportunidades en la vivienda. MortgageXperts no es un prestamista ni un corredor hipotecario, y apoya la Ley de Vivienda Justa (Fair Housing Act) y la Ley de Igualdad de Oportunidades de Crédito (Equal Credit Opportunity Act). No clasificamos ni mostramos a los profesionales de manera distinta por la raza, el color, la religión, el origen nacional, el sexo, la orientación sexual, la identidad de género, la discapacidad, la situación familiar, el estado civil o la edad de nadie, ni porque reciba asistencia pública.',
} satisfies Translation<typeof en>;
