// The Spanish version of each shipped Illinois HR document, as migration 1769740000000 stored it,
// keyed by the English title the library shipped with. Our own translation of our plain-language
// English texts, in the "usted" register US agencies use; each notice names the agency that
// publishes the official poster and says whether that agency publishes it in Spanish. Frozen with
// the migration: a later change is a new migration, and admins edit the stored versions in the app.

const link = (host: string) => `<a href="https://${host}" target="_blank" rel="noopener noreferrer">${host}</a>`;

/** Where the agency publishes the official poster in Spanish as well. */
const spanishPoster = (agency: string, host: string) =>
  `<h3>Cartel oficial</h3>\n<p>El cartel oficial lo publica ${agency}, que también lo ofrece <strong>en español</strong>. Descargue la versión vigente en ${link(host)}, coloque la versión en español junto a la versión en inglés y reemplace las copias cada vez que la agencia las actualice. Esta página explica el aviso en lenguaje sencillo; no reemplaza el cartel oficial.</p>`;

/** Where we know of no Spanish edition of the official poster: said plainly, never guessed. */
const englishPoster = (agency: string, host: string) =>
  `<h3>Cartel oficial</h3>\n<p>El cartel oficial lo publica ${agency}. No conocemos una versión oficial en español: si la agencia la publica, colóquela junto a la versión en inglés. Descargue la versión vigente en ${link(host)} y reemplace la copia colocada cada vez que la agencia la actualice. Esta página explica el aviso en lenguaje sencillo; no reemplaza el cartel oficial.</p>`;

/** Every Spanish text here is Groundwork's translation of its English one. */
const TRANSLATED = '\n<p><small>Traducción de Groundwork del texto en inglés.</small></p>';

const IDOL = 'el <strong>Departamento de Trabajo de Illinois (IDOL)</strong>';
const IWCC = 'la <strong>Comisión de Compensación para Trabajadores de Illinois (IWCC)</strong>';
const IDES = 'el <strong>Departamento de Seguridad del Empleo de Illinois (IDES)</strong>';
const IDHR = 'el <strong>Departamento de Derechos Humanos de Illinois (IDHR)</strong>';
const ATTORNEY_GENERAL = 'la <strong>Oficina del Procurador General de Illinois</strong>';
const IDPH = 'el <strong>Departamento de Salud Pública de Illinois (IDPH)</strong>';

export const ILLINOIS_HR_DOCUMENTS_ES: ReadonlyArray<{ englishTitle: string; title: string; description: string; html: string }> = [
  {
    englishTitle: 'Your Rights Under Illinois Employment Laws',
    title: 'Sus derechos según las leyes laborales de Illinois',
    description:
      'El cartel combinado del Departamento de Trabajo de Illinois: salario mínimo, pago de salarios, trabajo de menores, igualdad salarial, VESSA y un día de descanso de cada siete.',
    html:
      '<p>Illinois reúne varias leyes laborales en un solo cartel. Todo empleador de Illinois debe colocarlo donde los empleados puedan leerlo con facilidad, en la oficina y en cada obra.</p>\n<h3>Qué cubre</h3>\n<ul>\n<li><strong>Ley de Salario Mínimo:</strong> el salario mínimo estatal es de <strong>$15.00 por hora desde el 1 de enero de 2025</strong> para empleadores con 4 o más empleados. Chicago y el condado de Cook fijan sus propias tarifas, más altas, para el trabajo que se hace allí.</li>\n<li><strong>Ley de Pago y Cobro de Salarios:</strong> los salarios deben pagarse completos y a tiempo, y el pago final se debe cuando alguien deja el trabajo.</li>\n<li><strong>Trabajo de menores:</strong> límites a las horas y a los tipos de trabajo de los menores de edad. La mayor parte del trabajo de construcción está prohibida para menores de 16 años.</li>\n<li><strong>Ley de Igualdad Salarial:</strong> el mismo pago por el mismo trabajo, sin importar el sexo ni la raza.</li>\n<li><strong>Ley de Seguridad Económica y Protección de las Víctimas (VESSA):</strong> licencia sin goce de sueldo para víctimas de violencia doméstica, sexual o de género.</li>\n<li><strong>Ley de Un Día de Descanso de Cada Siete:</strong> un día de descanso en cada semana laboral y pausas para comer en los turnos largos.</li>\n</ul>\n<h3>Lo que hacemos</h3>\n<p>Colocamos este cartel en la oficina y en cada obra activa, y lo enviamos por correo electrónico a las cuadrillas que no se presentan con regularidad en un mismo lugar de trabajo.</p>\n' +
      spanishPoster(IDOL, 'labor.illinois.gov') +
      TRANSLATED,
  },
  {
    englishTitle: 'Paid Leave for All Workers Act',
    title: 'Ley de Licencia Pagada para Todos los Trabajadores',
    description: 'Licencia pagada en Illinois para cualquier motivo: al menos 1 hora por cada 40 horas trabajadas, hasta 40 horas al año (IDOL).',
    html:
      '<p>Desde el <strong>1 de enero de 2024</strong>, los empleados de Illinois acumulan licencia pagada que pueden usar por cualquier motivo, sin tener que explicarlo.</p>\n<h3>Las reglas en pocas palabras</h3>\n<ul>\n<li>Los empleados acumulan al menos <strong>1 hora de licencia pagada por cada 40 horas trabajadas</strong>, hasta <strong>40 horas al año</strong>.</li>\n<li>El aviso debe colocarse donde los empleados puedan verlo y, además, entregarse por vía electrónica cuando el empleador se comunica normalmente así con sus empleados (correo electrónico, mensaje de texto, una aplicación).</li>\n<li>Cuando una parte importante de los trabajadores no sabe leer en inglés, el aviso también debe entregarse en su idioma.</li>\n<li>Los empleados de construcción cubiertos por un convenio colectivo de trabajo por lo general están exentos; revise el convenio que cubre a su cuadrilla.</li>\n<li>Chicago y el condado de Cook tienen sus propias reglas de licencia pagada para el trabajo que se hace allí.</li>\n</ul>\n' +
      spanishPoster(IDOL, 'labor.illinois.gov') +
      TRANSLATED,
  },
  {
    englishTitle: "Victims' Economic Security and Safety Act (VESSA)",
    title: 'Ley de Seguridad Económica y Protección de las Víctimas (VESSA)',
    description: 'Licencia sin goce de sueldo, con el empleo protegido, para empleados afectados por violencia doméstica, sexual o de género (IDOL).',
    html:
      '<p>VESSA protege a los empleados que son víctimas de violencia doméstica, sexual o de género, y a los empleados cuyo familiar o miembro del hogar es víctima.</p>\n<h3>Lo que pueden tomar los empleados</h3>\n<ul>\n<li>Licencia sin goce de sueldo para recibir atención médica, consejería o ayuda legal, para ir a la corte o para ponerse a salvo.</li>\n<li><strong>4, 8 o 12 semanas al año</strong>, según el tamaño del empleador.</li>\n<li>Su empleo está protegido durante la licencia, y no se les puede castigar por ser víctimas.</li>\n</ul>\n<p>Las solicitudes se tratan de forma confidencial. Hable con la oficina en persona o por teléfono; no tiene que explicar más de lo que exige la ley.</p>\n' +
      spanishPoster(IDOL, 'labor.illinois.gov') +
      TRANSLATED,
  },
  {
    englishTitle: 'Equal Pay Act',
    title: 'Ley de Igualdad Salarial',
    description: 'El mismo pago por el mismo trabajo, y escalas salariales en los anuncios de empleo para empleadores con 15 o más empleados (IDOL).',
    html:
      '<p>La Ley de Igualdad Salarial de Illinois exige <strong>el mismo pago por el mismo trabajo</strong>, sin importar el sexo ni la raza.</p>\n<ul>\n<li>Los trabajadores que hacen el mismo trabajo, con la misma habilidad, esfuerzo y responsabilidad, en condiciones parecidas, deben recibir el mismo pago.</li>\n<li>Los empleados pueden hablar de su propio salario con sus compañeros; no podemos prohibirlo.</li>\n<li>Desde el <strong>1 de enero de 2025</strong>, los empleadores con <strong>15 o más empleados</strong> deben incluir la escala salarial y los beneficios en cada anuncio de empleo.</li>\n</ul>\n' +
      spanishPoster(IDOL, 'labor.illinois.gov') +
      TRANSLATED,
  },
  {
    englishTitle: "Workers' Compensation Act Notice",
    title: 'Aviso de la Ley de Compensación para Trabajadores',
    description: 'Qué hacer después de una lesión en el trabajo y quién nos asegura: el aviso de la Comisión de Compensación para Trabajadores de Illinois.',
    html:
      '<p>La compensación para trabajadores paga las cuentas médicas y parte del salario perdido por lesiones y enfermedades causadas por el trabajo, sin importar de quién fue la culpa.</p>\n<h3>Después de una lesión</h3>\n<ol>\n<li>Reciba primeros auxilios o atención médica de inmediato. En una emergencia, llame al 911.</li>\n<li>Avise a su capataz o a la oficina lo antes posible; la ley de Illinois le da como máximo 45 días para reportarla.</li>\n<li>Llene el <em>Formulario de reporte de incidentes</em> con su capataz el mismo día.</li>\n</ol>\n<h3>El aviso colocado</h3>\n<p>El aviso debe nombrar a nuestra <strong>compañía de seguros de compensación para trabajadores</strong> (o decir que estamos autoasegurados ante el estado). Mantenga al día el nombre de la aseguradora y el número de póliza en la copia colocada.</p>\n' +
      spanishPoster(IWCC, 'iwcc.il.gov') +
      TRANSLATED,
  },
  {
    englishTitle: 'Unemployment Insurance Benefits Notice',
    title: 'Aviso sobre los beneficios del seguro de desempleo',
    description: 'Cómo pueden solicitar beneficios de desempleo los empleados que pierden su trabajo (IDES).',
    html:
      '<p>Los empleados que pierden su trabajo sin tener la culpa pueden tener derecho a cobrar beneficios del seguro de desempleo mientras buscan trabajo.</p>\n<ul>\n<li>Las solicitudes se presentan ante el Departamento de Seguridad del Empleo de Illinois (IDES), por internet o por teléfono.</li>\n<li>Debemos colocar el aviso del IDES donde los empleados puedan verlo y dar la información requerida a los empleados que dejan la empresa.</li>\n<li>Las temporadas de poco trabajo en la construcción pueden dar derecho a beneficios; el IDES decide cada solicitud.</li>\n</ul>\n' +
      englishPoster(IDES, 'ides.illinois.gov') +
      TRANSLATED,
  },
  {
    englishTitle: 'Discrimination and Sexual Harassment Notice',
    title: 'Aviso sobre discriminación y acoso sexual',
    description: 'La Ley de Derechos Humanos de Illinois: ni discriminación ni acoso sexual, y cómo presentar un cargo (IDHR).',
    html:
      '<p>La Ley de Derechos Humanos de Illinois prohíbe la discriminación y el acoso en el trabajo, incluido el <strong>acoso sexual</strong>, y las represalias contra quien se queje o ayude en una investigación.</p>\n<ul>\n<li>Las características protegidas incluyen raza, color, religión, sexo, origen nacional, edad, discapacidad, condición militar, orientación sexual, embarazo y otras que indica el cartel.</li>\n<li>Reporte el acoso a su capataz, a la oficina o a cualquier administrador. También puede presentar un cargo ante el Departamento de Derechos Humanos de Illinois.</li>\n<li>Consulte nuestra <em>Política de prevención del acoso sexual</em> para saber cómo atendemos los reportes y la capacitación anual que toma cada empleado.</li>\n</ul>\n' +
      spanishPoster(IDHR, 'dhr.illinois.gov') +
      TRANSLATED,
  },
  {
    englishTitle: 'Pregnancy Rights Notice',
    title: 'Aviso sobre los derechos durante el embarazo',
    description: 'Adaptaciones razonables por embarazo y parto; también debe incluirse en el manual del empleado (IDHR).',
    html:
      '<p>Los empleados afectados por el embarazo, el parto o condiciones relacionadas tienen derecho a <strong>adaptaciones razonables</strong>, como descansos más frecuentes, ayuda para levantar cosas pesadas, un cambio temporal a tareas más ligeras o tiempo libre para recuperarse.</p>\n<ul>\n<li>Pídalo a su capataz o a la oficina; acordaremos con usted una adaptación.</li>\n<li>No podemos negarle un empleo ni castigar a nadie por pedir una adaptación.</li>\n<li>Illinois exige que este aviso se coloque <strong>y</strong> se incluya en el manual del empleado.</li>\n</ul>\n' +
      spanishPoster(IDHR, 'dhr.illinois.gov') +
      TRANSLATED,
  },
  {
    englishTitle: 'Illinois Service Member Employment and Reemployment Rights Act (ISERRA)',
    title: 'Ley de Illinois sobre los Derechos de Empleo y Reempleo de los Miembros del Servicio Militar (ISERRA)',
    description: 'Protección del empleo y de los beneficios para los empleados que sirven en las fuerzas armadas (Procurador General de Illinois).',
    html:
      '<p>Desde 2019, ISERRA protege a los empleados que sirven en las fuerzas armadas de los EE. UU., en las reservas o en la Guardia Nacional.</p>\n<ul>\n<li>Los empleados pueden tomar licencia para el servicio y el entrenamiento militar, y deben ser reempleados cuando regresan.</li>\n<li>No se les puede discriminar por su servicio.</li>\n<li>La ley federal USERRA da protecciones parecidas; se aplica la regla que más proteja.</li>\n</ul>\n' +
      englishPoster(ATTORNEY_GENERAL, 'illinoisattorneygeneral.gov') +
      TRANSLATED,
  },
  {
    englishTitle: 'Smoke-Free Illinois Act',
    title: 'Ley de Illinois Libre de Humo',
    description: 'Prohibido fumar en lugares de trabajo cerrados, con un letrero de "No fumar" en cada entrada (IDPH).',
    html:
      '<p>En Illinois no se permite fumar en lugares de trabajo cerrados, ni a menos de 15 pies de sus entradas, de las ventanas que se abren y de las tomas de aire.</p>\n<ul>\n<li>Coloque un <strong>letrero de "No fumar" en cada entrada</strong> de la oficina y de cualquier edificio cerrado donde trabajemos.</li>\n<li>En las obras, fume solo en el área que indique el capataz, lejos de combustibles, solventes y polvo.</li>\n</ul>\n' +
      englishPoster(IDPH, 'dph.illinois.gov') +
      TRANSLATED,
  },
  {
    englishTitle: 'Employee Classification Act (Construction)',
    title: 'Ley de Clasificación de Empleados (construcción)',
    description: 'Cuándo un trabajador de la construcción debe ser tratado como empleado; se coloca en inglés, español y polaco en cada obra (IDOL).',
    html:
      '<p>La Ley de Clasificación de Empleados se aplica a los <strong>contratistas de construcción</strong>. Indica cuándo una persona que hace trabajos de construcción debe ser tratada como <strong>empleado</strong> y no como contratista independiente.</p>\n<ul>\n<li>Se presume que el trabajador es un empleado, a menos que el contratista demuestre lo contrario según las pruebas que fija la ley.</li>\n<li>Clasificar mal a los empleados puede traer multas por cada infracción.</li>\n<li>El aviso debe colocarse en <strong>inglés, español y polaco</strong> en cada obra y oficina donde se aplique la ley.</li>\n</ul>\n<h3>Cartel oficial</h3>\n<p>El cartel oficial lo publica el <strong>Departamento de Trabajo de Illinois (IDOL)</strong> en <strong>inglés, español y polaco</strong>. Descargue las tres versiones vigentes en ' +
      link('labor.illinois.gov') +
      ', colóquelas juntas y reemplácelas cada vez que la agencia las actualice. Groundwork ofrece esta explicación en inglés y en español; para el polaco, coloque la versión oficial del IDOL. Esta página explica el aviso en lenguaje sencillo; no reemplaza el cartel oficial.</p>' +
      TRANSLATED,
  },
  {
    englishTitle: 'One Day Rest in Seven Act',
    title: 'Ley de Un Día de Descanso de Cada Siete',
    description: 'Al menos 24 horas seguidas de descanso en cada semana laboral y una pausa de 20 minutos para comer en los turnos de 7.5 horas o más (IDOL).',
    html:
      '<p>Esta ley decide cómo armamos el horario de cada semana.</p>\n<ul>\n<li>Cada empleado tiene al menos <strong>24 horas seguidas de descanso en cada semana laboral</strong>.</li>\n<li>Un turno de <strong>7.5 horas o más</strong> incluye una <strong>pausa para comer de al menos 20 minutos</strong>, que empieza a más tardar <strong>5 horas</strong> después del inicio del turno.</li>\n<li>Use la pantalla de Registro de horas para anotar sus pausas.</li>\n</ul>\n' +
      spanishPoster(IDOL, 'labor.illinois.gov') +
      TRANSLATED,
  },
  {
    englishTitle: 'Prevailing Wage Act (Public Works)',
    title: 'Ley de Salario Prevaleciente (obras públicas)',
    description:
      'En obras públicas: colocar las tarifas del salario prevaleciente en la obra, presentar la nómina certificada cada mes y guardar los registros 3 años (IDOL).',
    html:
      '<p>En las <strong>obras públicas</strong> (trabajos que paga un organismo público), Illinois exige pagar el salario prevaleciente de cada oficio en el condado.</p>\n<ul>\n<li>Coloque las <strong>tarifas vigentes del salario prevaleciente en la obra</strong>.</li>\n<li>Presente la <strong>nómina certificada cada mes</strong> ante el Departamento de Trabajo de Illinois.</li>\n<li>Guarde los registros de nómina durante <strong>al menos 3 años</strong>.</li>\n</ul>\n<p>Los proyectos privados no están cubiertos; revise el contrato de cada obra pública.</p>\n' +
      englishPoster(IDOL, 'labor.illinois.gov') +
      TRANSLATED,
  },
  {
    englishTitle: 'Day and Temporary Labor Services Act',
    title: 'Ley de Servicios de Trabajo por Día y Temporal',
    description: 'Al usar agencias de trabajo por día o temporal: confirme que la agencia esté registrada ante el IDOL.',
    html:
      '<p>Esta ley se aplica a las <strong>agencias de trabajo por día y temporal</strong> y a las empresas que las usan.</p>\n<ul>\n<li>Antes de recibir trabajadores de una agencia, confirme que la agencia esté <strong>registrada ante el Departamento de Trabajo de Illinois</strong>.</li>\n<li>Los trabajadores de agencia en nuestras obras reciben la misma capacitación de seguridad y el mismo equipo que nuestras propias cuadrillas.</li>\n</ul>\n' +
      spanishPoster(IDOL, 'labor.illinois.gov') +
      TRANSLATED,
  },
  {
    englishTitle: 'Posting Checklist: Illinois and Federal Notices',
    title: 'Lista de avisos obligatorios: Illinois y federales',
    description:
      'Dónde va cada aviso obligatorio, las copias electrónicas para las cuadrillas que se desplazan y los carteles federales que también necesitamos.',
    html:
      '<h3>Dónde colocarlos</h3>\n<ul>\n<li>En la oficina y en cada obra activa, en un lugar por donde pasen todos los empleados, como la oficina de la obra o el tablero de registro de entrada.</li>\n<li>Desde 2024, los empleados que no se presentan con regularidad en un mismo lugar de trabajo (cuadrillas a distancia o que se desplazan) también deben recibir los avisos <strong>por vía electrónica</strong>, por correo electrónico o en una intranet.</li>\n<li>El trabajo en Chicago o en el condado de Cook necesita además sus propios avisos de salario mínimo y de licencia pagada.</li>\n</ul>\n<h3>Carteles federales que también necesita un contratista de Illinois</h3>\n<ul>\n<li>OSHA "Seguridad y salud en el trabajo: es la ley" (Departamento de Trabajo de los EE. UU., OSHA). El cartel de OSHA de Illinois es solo para empleadores del sector público; los empleadores privados colocan el federal.</li>\n<li>Ley de Normas Justas de Trabajo (salario mínimo federal), Departamento de Trabajo de los EE. UU.</li>\n<li>"Conozca sus derechos" (discriminación en el trabajo), Comisión para la Igualdad de Oportunidades en el Empleo de los EE. UU. (EEOC).</li>\n<li>Ley de Licencia Familiar y Médica (FMLA), para empleadores con 50 o más empleados, Departamento de Trabajo de los EE. UU.</li>\n<li>USERRA (derechos de los miembros del servicio militar), Departamento de Trabajo de los EE. UU.</li>\n<li>Ley de Protección del Empleado contra el Polígrafo, Departamento de Trabajo de los EE. UU.</li>\n</ul>\n<p>Descargue los carteles federales de ' +
      link('www.dol.gov') +
      ' y ' +
      link('www.eeoc.gov') +
      '. Ambas agencias los publican también en español.</p>' +
      TRANSLATED,
  },
  {
    englishTitle: 'Job Site Safety and PPE Policy',
    title: 'Política de seguridad en la obra y equipo de protección personal',
    description: 'El equipo de protección y los hábitos de seguridad obligatorios en cada obra de Groundwork.',
    html:
      '<p>El trabajo de demolición y de construcción es peligroso. Estas reglas se aplican a cada empleado, subcontratista y visitante en nuestras obras.</p>\n<h3>Equipo de protección personal (EPP)</h3>\n<ul>\n<li><strong>Casco, lentes de seguridad, chaleco de alta visibilidad y botas con punta de seguridad</strong> en todo momento en la obra.</li>\n<li><strong>Guantes</strong> para demolición, manejo de materiales y escombros filosos.</li>\n<li><strong>Protección auditiva</strong> cerca de sierras, rompedores y otros equipos ruidosos.</li>\n<li><strong>Respiradores o mascarillas contra el polvo</strong> donde el capataz lo exija (polvo, sílice, sospecha de asbesto o plomo: deténgase y avise antes de tocarlo).</li>\n<li><strong>Protección contra caídas</strong> al trabajar a 6 pies o más por encima de un nivel más bajo.</li>\n</ul>\n<h3>Todos los días</h3>\n<ul>\n<li>Complete la revisión diaria del inventario antes de empezar el trabajo.</li>\n<li>Sepa dónde están el botiquín de primeros auxilios, el extintor y el hospital más cercano.</li>\n<li>Reporte de inmediato los peligros, los casi accidentes y el equipo dañado en la pantalla de Problemas o a su capataz.</li>\n<li>Puede negarse a hacer un trabajo que considere peligroso; avise a su capataz y primero corregiremos el peligro.</li>\n</ul>\n<p>Las normas federales de OSHA para la construcción se aplican a todo nuestro trabajo; esta política se suma a ellas, no las reemplaza.</p>' +
      TRANSLATED,
  },
  {
    englishTitle: 'Sexual Harassment Prevention Policy',
    title: 'Política de prevención del acoso sexual',
    description: 'Nuestra política de tolerancia cero, cómo reportar y la regla de Illinois de capacitación anual para prevenir el acoso sexual.',
    html:
      '<p>El acoso sexual va en contra de la ley en Illinois y en contra de nuestras reglas. Incluye insinuaciones sexuales no deseadas, pedidos de favores sexuales y cualquier conducta de naturaleza sexual que haga que el trabajo sea intimidante, hostil u ofensivo, en la obra, en los vehículos, en los mensajes o en internet.</p>\n<h3>Cómo reportar</h3>\n<ul>\n<li>Dígaselo a su capataz, a la oficina o a cualquier administrador, en persona, por teléfono o por escrito. Si el capataz está involucrado, vaya directamente a un administrador.</li>\n<li>También puede comunicarse con el Departamento de Derechos Humanos de Illinois o con la EEOC de los EE. UU.</li>\n<li>Investigamos cada reporte con rapidez y con toda la confidencialidad posible, y no toleramos represalias contra quien reporte o ayude.</li>\n</ul>\n<h3>Capacitación anual (ley de Illinois)</h3>\n<p>Según la Ley de Transparencia en el Lugar de Trabajo, <strong>cada empleado debe completar una capacitación para prevenir el acoso sexual cada año</strong>. Los empleados nuevos la completan poco después de empezar. El Departamento de Derechos Humanos de Illinois (IDHR) publica un programa modelo de capacitación gratuito, que es el que usamos. Guardamos un registro de la capacitación que completa cada empleado.</p>' +
      TRANSLATED,
  },
  {
    englishTitle: 'Time Off and Leave Policy',
    title: 'Política de tiempo libre y licencias',
    description: 'Licencia pagada, licencia protegida sin goce de sueldo, días de descanso y cómo pedir tiempo libre.',
    html:
      '<h3>Licencia pagada</h3>\n<p>Los empleados acumulan al menos <strong>1 hora de licencia pagada por cada 40 horas trabajadas</strong>, hasta 40 horas al año (Ley de Licencia Pagada para Todos los Trabajadores). Úsela por cualquier motivo; no tiene que explicar por qué.</p>\n<h3>Cómo pedirla</h3>\n<ul>\n<li>Pida el tiempo libre en la pantalla de Tiempo libre, o con el <em>Formulario de solicitud de tiempo libre</em>, lo antes que pueda: al menos 7 días antes cuando la necesidad se puede prever, y lo antes posible en los demás casos.</li>\n<li>Las solicitudes empiezan como pendientes; un administrador las aprueba o las rechaza y usted recibe un aviso.</li>\n</ul>\n<h3>Licencias protegidas</h3>\n<ul>\n<li><strong>VESSA</strong>: licencia sin goce de sueldo para víctimas de violencia doméstica, sexual o de género, y para familiares de las víctimas.</li>\n<li><strong>Licencia militar</strong> según ISERRA y USERRA.</li>\n<li><strong>Adaptaciones por embarazo</strong>, incluido tiempo libre para recuperarse del parto.</li>\n<li><strong>FMLA</strong>, licencia familiar y médica, cuando la empresa tenga 50 o más empleados.</li>\n</ul>\n<h3>Descanso</h3>\n<p>Los horarios dan a cada empleado al menos 24 horas seguidas de descanso en cada semana laboral (Ley de Un Día de Descanso de Cada Siete).</p>' +
      TRANSLATED,
  },
  {
    englishTitle: 'Time-Off Request Form',
    title: 'Formulario de solicitud de tiempo libre',
    description: 'Un formulario para imprimir y pedir tiempo libre pagado o sin goce de sueldo.',
    html:
      '<p>Imprima este formulario, llénelo y entréguelo en la oficina, o haga la misma solicitud en la pantalla de Tiempo libre.</p>\n<table>\n<tbody>\n<tr><th scope="row">Nombre del empleado</th><td> </td></tr>\n<tr><th scope="row">Número de teléfono</th><td> </td></tr>\n<tr><th scope="row">Primer día libre</th><td> </td></tr>\n<tr><th scope="row">Último día libre</th><td> </td></tr>\n<tr><th scope="row">Tipo de licencia</th><td>[ ] Licencia pagada   [ ] Sin goce de sueldo   [ ] Licencia protegida (VESSA, militar, embarazo, FMLA)</td></tr>\n<tr><th scope="row">Motivo (opcional para la licencia pagada)</th><td> </td></tr>\n<tr><th scope="row">Firma del empleado y fecha</th><td> </td></tr>\n</tbody>\n</table>\n<h3>Para uso de la oficina</h3>\n<table>\n<tbody>\n<tr><th scope="row">Decisión</th><td>[ ] Aprobada   [ ] Rechazada</td></tr>\n<tr><th scope="row">Saldo de licencia pagada antes / después</th><td> </td></tr>\n<tr><th scope="row">Aprobada por y fecha</th><td> </td></tr>\n</tbody>\n</table>' +
      TRANSLATED,
  },
  {
    englishTitle: 'Incident Report Form',
    title: 'Formulario de reporte de incidentes',
    description: 'Registre una lesión, un casi accidente o un daño a la propiedad en una obra, el mismo día en que ocurre.',
    html:
      '<p>Llene este formulario con su capataz <strong>el mismo día</strong> de cualquier lesión, casi accidente o daño. Primero reciba atención médica. Para una lesión en el trabajo, vea también el <em>Aviso de la Ley de Compensación para Trabajadores</em>.</p>\n<table>\n<tbody>\n<tr><th scope="row">Fecha y hora del incidente</th><td> </td></tr>\n<tr><th scope="row">Obra y lugar exacto</th><td> </td></tr>\n<tr><th scope="row">Persona(s) involucrada(s)</th><td> </td></tr>\n<tr><th scope="row">Tipo</th><td>[ ] Lesión   [ ] Enfermedad   [ ] Casi accidente   [ ] Daño a la propiedad o al equipo</td></tr>\n<tr><th scope="row">Qué pasó (paso a paso)</th><td> </td></tr>\n<tr><th scope="row">Lesión y parte del cuerpo, si la hay</th><td> </td></tr>\n<tr><th scope="row">Primeros auxilios o atención médica recibida</th><td> </td></tr>\n<tr><th scope="row">EPP que llevaba en ese momento</th><td> </td></tr>\n<tr><th scope="row">Testigos (nombres y números de teléfono)</th><td> </td></tr>\n<tr><th scope="row">Qué evitaría que vuelva a pasar</th><td> </td></tr>\n<tr><th scope="row">Reportado por, firma y fecha</th><td> </td></tr>\n<tr><th scope="row">Capataz, firma y fecha</th><td> </td></tr>\n</tbody>\n</table>\n<p>Las lesiones graves (hospitalización, amputación, pérdida de un ojo) también deben reportarse a OSHA dentro de las 24 horas, y una muerte dentro de las 8 horas: llame a la oficina de inmediato.</p>' +
      TRANSLATED,
  },
];
