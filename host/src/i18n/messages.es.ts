import type { HostMessageId } from './hostMessageId';

/**
 * The Spanish of the host's own texts, every signed-in page's in one chunk that loads when one of those pages shows
 * Spanish (useHostMessages). Typed as a whole catalogue: a missing or unknown id is a compile error; the unit test
 * checks the `{placeholders}` match English. Neutral Spanish (usted), as the contract's catalogue.
 */
export const HOST_ES_MESSAGES: Record<HostMessageId, string> = {
  'host.homeTitle': 'Inicio · Thryve Health',
  'host.welcome': 'Bienvenido',
  'host.registeredUsersLink': 'Usuarios registrados',
  'host.logout': 'Cerrar sesión',
  'host.logoutFailed': 'No se pudo cerrar la sesión. Inténtelo de nuevo.',
  'host.profileHeading': 'Su perfil',
  'host.profileLoading': 'Cargando su perfil…',
  'host.profileFailed': 'No pudimos cargar su perfil.',
  'host.profileNotRegistered': 'Su cuenta no ha terminado el registro.',
  'host.avatar': 'Avatar de {username}',
  'host.username': 'Nombre de usuario',
  'host.birthday': 'Fecha de nacimiento',
  'host.height': 'Estatura',
  'host.heightValue': '{value} in',
  'host.weight': 'Peso',
  'host.weightValue': '{value} lb',
  'host.weatherHeading': 'Pronóstico del tiempo',
  'host.weatherLoading': 'Cargando el pronóstico…',
  'host.weatherFailed': 'No pudimos cargar el pronóstico.',
  'host.weatherCaption': 'Pronóstico de ejemplo para los próximos días',
  'host.weatherDate': 'Fecha',
  'host.weatherSummary': 'Resumen',
  'host.weatherCelsius': '°C',
  'host.weatherFahrenheit': '°F',
  'host.adminTitle': 'Usuarios registrados · Thryve Health',
  'host.backHome': 'Volver al inicio',
  'host.adminHeading': 'Usuarios registrados',
  'host.adminLoading': 'Cargando los usuarios…',
  'host.adminFailed': 'No pudimos cargar los usuarios.',
  'host.adminEmpty': 'Todavía no se ha registrado ningún usuario.',
  'host.adminCaption': 'Usuarios registrados',
  'host.adminEmail': 'Correo electrónico',
  'host.adminUsername': 'Nombre de usuario',
  'host.adminName': 'Nombre',
  'host.adminRegistered': 'Registro',
  'host.accountLink': 'Cuenta',
  'host.verifyEmailTitle': 'Verifique su correo electrónico · Thryve Health',
  'host.verifyEmailHeading': 'Verifique su correo electrónico',
  'host.verifyEmailText':
    'Enviamos un enlace a {email}. Sígalo para verificar su dirección de correo electrónico y luego vuelva aquí.',
  'host.verifyEmailSendFailed': 'No pudimos enviar el correo. Inténtelo de nuevo en un momento.',
  'host.verifyEmailCheckFailed': 'No pudimos comprobar su correo electrónico en este momento. Inténtelo de nuevo.',
  'host.emailActionTitle': 'Su correo electrónico · Thryve Health',
  'host.emailActionWorking': 'Comprobando su enlace…',
  'host.emailVerifiedHeading': 'Su correo electrónico está verificado',
  'host.emailVerifiedText': 'Gracias: su dirección de correo electrónico está confirmada.',
  'host.emailActionContinue': 'Continuar',
  'host.setPasswordHeading': 'Establezca una contraseña',
  'host.takenBackText':
    'Su dirección de correo electrónico está verificada. Esta cuenta se creó con su dirección antes de que se ' +
    'confirmara, desde un navegador que no tiene la sesión iniciada aquí, así que empieza de nuevo: se eliminó lo ' +
    'que se había guardado en ella y se cerró la sesión en todos los dispositivos. Elija una contraseña para {email}.',
  'host.resetPasswordText': 'Elija una nueva contraseña para su cuenta.',
  'host.setPassword': 'Establecer la contraseña e iniciar sesión',
  'host.emailActionInvalidHeading': 'Este enlace no se puede usar',
  'host.emailActionInvalidText': 'Este enlace ha caducado o ya se ha utilizado.',
  'host.emailActionFailedHeading': 'Algo salió mal',
  'host.emailActionFailed': 'No pudimos comprobar su enlace en este momento. Inténtelo de nuevo.',
  'host.emailActionTryAgain': 'Intentar de nuevo',
  'host.emailActionSignIn': 'Ir a iniciar sesión',
};
