// The server speaks the reader's language: a logged-in person's stored one, else the browser's
// Accept-Language, else English. Errors (validation and the services'), notifications (listed and
// pushed, a role's one row read by each admin in their own), emails and notices; English texts
// unchanged.
import request from 'supertest';
import { formatShortDay } from '../src/common/calendar';
import {
  bootApp,
  createTestDatabase,
  day,
  newestOutboxEmail,
  openSocket,
  PASSWORD,
  Person,
  registerAs,
  settledRead,
  TestApp,
  testConfig,
  uniqueEmail,
} from './helpers';

let target: TestApp;
let adminEn: Person;
let adminEs: Person;
let workerEn: Person;
let workerEs: Person;

/** A Spanish-speaking member: registered from a browser that prefers Spanish. */
async function registerInSpanish(role: 'admin' | 'worker', overrides: Record<string, unknown> = {}): Promise<Person> {
  const person = await registerAs(target, role, overrides);
  await person.agent.patch('/api/auth/user').send({ language: 'es' }).expect(200);
  return person;
}

/** '3 dic 2026' as Intl writes a day in US Spanish (the server formats with the same Intl). */
function spanishShortDay(date: string): string {
  return new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));
}

beforeAll(async () => {
  target = await bootApp(testConfig(await createTestDatabase()));
  adminEn = await registerAs(target, 'admin', { firstName: 'Ann' });
  adminEs = await registerInSpanish('admin', { firstName: 'Ana' });
  workerEn = await registerAs(target, 'worker', { firstName: 'Walt' });
  workerEs = await registerInSpanish('worker', { firstName: 'Luis', lastName: 'Hernandez' });
});

afterAll(async () => target?.close());

describe('the language of a person', () => {
  it('is English by default, and the browser’s at registration (es-MX counts as Spanish)', async () => {
    expect((await adminEn.agent.get('/api/auth/user')).body.language).toBe('en');
    const agent = request.agent(target.baseUrl);
    const registered = await agent
      .post('/api/auth/register')
      .set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.8')
      .send({ role: 'worker', email: uniqueEmail('browser'), firstName: 'Rosa', lastName: 'Diaz', phoneNumber: '(312) 555-0101', password: PASSWORD });
    expect(registered.status).toBe(201);
    expect(registered.body.language).toBe('es');
    expect((await agent.get('/api/auth/user')).body.language).toBe('es');
    // A browser preferring another language that also takes English (or Spanish less) gets English.
    const french = await request(target.baseUrl)
      .post('/api/auth/register')
      .set('Accept-Language', 'fr-FR, en;q=0.7, es;q=0.5')
      .send({ role: 'worker', email: uniqueEmail('french'), firstName: 'Remy', lastName: 'Roux', phoneNumber: '(312) 555-0102', password: PASSWORD });
    expect(french.body.language).toBe('en');
  });

  it('changes with PATCH /api/auth/user at once (the session cache too), and only to en or es', async () => {
    const person = await registerAs(target, 'worker');
    const changed = await person.agent.patch('/api/auth/user').send({ language: 'es' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: person.user.id, email: person.email, language: 'es' });
    // The very next request, from the same session, is answered in Spanish.
    expect((await person.agent.get('/api/auth/user')).body.language).toBe('es');
    expect((await person.agent.get('/api/notifications?limit=0')).body.message).toBe('limit debe ser un número entero de 1 a 100');
    for (const body of [{ language: 'fr' }, { language: 'ES' }, { language: null }, {}, { language: 'es', role: 'admin' }]) {
      const refused = await person.agent.patch('/api/auth/user').send(body);
      expect(refused.status).toBe(400);
    }
    expect((await person.agent.patch('/api/auth/user').send({ language: 'fr' })).body).toEqual({
      statusCode: 400,
      message: 'El idioma debe ser en o es',
      error: 'Bad Request',
      details: { language: ['El idioma debe ser en o es'] },
    });
    await person.agent.patch('/api/auth/user').send({ language: 'en' }).expect(200);
    expect((await person.agent.patch('/api/auth/user').send({ language: 'fr' })).body.message).toBe('Language must be en or es');
    expect((await person.agent.get('/api/auth/user')).body.language).toBe('en');
  });

  it('wins over the browser’s Accept-Language once logged in', async () => {
    const answer = await workerEs.agent.get('/api/notifications?limit=0').set('Accept-Language', 'en-US');
    expect(answer.body.message).toBe('limit debe ser un número entero de 1 a 100');
    const english = await workerEn.agent.get('/api/notifications?limit=0').set('Accept-Language', 'es');
    expect(english.body.message).toBe('limit must be a whole number from 1 to 100');
  });
});

describe('errors before login follow Accept-Language', () => {
  const wrongPassword = (language?: string) => {
    const call = request(target.baseUrl).post('/api/auth/login');
    return (language ? call.set('Accept-Language', language) : call).send({ email: adminEn.email, password: 'not the password' });
  };

  it('a wrong password', async () => {
    expect((await wrongPassword('es')).body).toEqual({ statusCode: 401, message: 'Correo electrónico o contraseña incorrectos', error: 'Unauthorized' });
    expect((await wrongPassword('es-419,es;q=0.9')).body.message).toBe('Correo electrónico o contraseña incorrectos');
    expect((await wrongPassword()).body.message).toBe('Invalid email or password');
    expect((await wrongPassword('en-US,en;q=0.9,es;q=0.8')).body.message).toBe('Invalid email or password');
    expect((await wrongPassword('de')).body.message).toBe('Invalid email or password');
  });

  it('401, 404 of a route, a malformed body, a validation 400 and a notice', async () => {
    const es = (call: request.Test) => call.set('Accept-Language', 'es');
    expect((await es(request(target.baseUrl).get('/api/auth/user'))).body.message).toBe('No autorizado: inicia sesión');
    expect((await request(target.baseUrl).get('/api/auth/user')).body.message).toBe('Unauthorized: please log in');
    expect((await es(request(target.baseUrl).get('/api/no-such-route'))).body.message).toBe('No encontrado: GET /api/no-such-route');
    expect((await request(target.baseUrl).get('/api/no-such-route')).body.message).toBe('Not found: GET /api/no-such-route');
    const malformed = await es(request(target.baseUrl).post('/api/auth/login').set('Content-Type', 'application/json')).send('{"email":');
    expect(malformed.body).toEqual({ statusCode: 400, message: 'JSON mal formado en el cuerpo de la solicitud', error: 'Bad Request' });
    const badEmail = await es(request(target.baseUrl).post('/api/auth/forgot-password')).send({ email: 'not an address' });
    expect(badEmail.body).toEqual({
      statusCode: 400,
      message: 'Ingresa un correo electrónico válido',
      error: 'Bad Request',
      details: { email: ['Ingresa un correo electrónico válido'] },
    });
    const notice = await es(request(target.baseUrl).post('/api/auth/forgot-password')).send({ email: uniqueEmail('nobody') });
    expect(notice.body).toEqual({ message: 'Si existe una cuenta con ese correo electrónico, pronto recibirás un enlace para restablecer la contraseña.' });
    const crossSite = await es(request(target.baseUrl).post('/api/auth/forgot-password').set('Origin', 'https://elsewhere.example')).send({ email: 'a@b.co' });
    expect(crossSite.body).toEqual({ statusCode: 403, message: 'Solicitud entre sitios rechazada', error: 'Forbidden' });
    const englishNotice = await request(target.baseUrl)
      .post('/api/auth/forgot-password')
      .send({ email: uniqueEmail('nobody') });
    expect(englishNotice.body.message).toBe('If an account exists with that email address, you will receive a password reset link shortly.');
  });
});

describe('validation messages, each kind, in the person’s language', () => {
  /** [request, English answer, Spanish answer]: the same call by an English and a Spanish worker. */
  const cases: Array<[string, (person: Person) => request.Test, string, string]> = [
    [
      'a required field',
      (p) => p.agent.post('/api/time-off-requests').send({ endDate: day(3) }),
      'Start date is required',
      'La fecha de inicio es obligatoria',
    ],
    [
      'a format',
      (p) => p.agent.post('/api/time-off-requests').send({ startDate: '2026-13-40', endDate: day(3) }),
      'Start date must be a date written YYYY-MM-DD',
      'La fecha de inicio debe escribirse AAAA-MM-DD (YYYY-MM-DD)',
    ],
    [
      'a length with the field’s name in it',
      (p) => p.agent.post('/api/issues').send({ title: 'x'.repeat(201), description: 'Loose rail' }),
      'Title must be at most 200 characters',
      'El campo Título debe tener como máximo 200 caracteres',
    ],
    [
      'a maximum written into the message',
      (p) => p.agent.post('/api/time-off-requests').send({ startDate: day(3), endDate: day(3), reason: 'x'.repeat(1001) }),
      'Reason must be at most 1000 characters',
      'El motivo debe tener como máximo 1000 caracteres',
    ],
    [
      'one of a list',
      (p) => p.agent.post('/api/issues').send({ title: 'Rail', description: 'Loose', severity: 'huge' }),
      'Severity must be low, medium, high or critical',
      'La gravedad debe ser low, medium, high o critical',
    ],
    [
      'a number range in a query',
      (p) => p.agent.get('/api/notifications?limit=500'),
      'limit must be a whole number from 1 to 100',
      'limit debe ser un número entero de 1 a 100',
    ],
    [
      'an unexpected field',
      (p) => p.agent.patch('/api/auth/user').send({ language: 'en', shoeSize: 10 }),
      'Unexpected field: shoeSize',
      'Campo inesperado: shoeSize',
    ],
    [
      'a path id',
      (p) => p.agent.patch('/api/notifications/not-an-id/read'),
      'The id in the path must be a valid UUID',
      'El id de la ruta debe ser un UUID válido',
    ],
    [
      'a body that is no object',
      (p) => p.agent.post('/api/issues').send([1, 2]),
      'The request body must be a JSON object',
      'El cuerpo de la solicitud debe ser un objeto JSON',
    ],
    ['a role’s refusal (403)', (p) => p.agent.get('/api/users'), 'You do not have permission to do this', 'No tienes permiso para hacer esto'],
  ];

  it.each(cases)('%s', async (_kind, call, english, spanish) => {
    const [en, es] = [await call(workerEn), await call(workerEs)];
    expect(en.status).toBe(es.status);
    expect(en.status).toBeGreaterThanOrEqual(400);
    expect({ message: en.body.message, error: en.body.error }).toEqual({ message: english, error: es.body.error });
    expect(es.body.message).toBe(spanish);
    // The same shape in both: the per-field details say the same in each language.
    expect(Object.keys(es.body).sort()).toEqual(Object.keys(en.body).sort());
    if (en.body.details) expect(Object.values(es.body.details).flat()).toContain(spanish);
  });

  it('a service’s error with its words put in: in each language', async () => {
    const asked = async (person: Person) =>
      (
        await person.agent
          .post('/api/time-off-requests')
          .send({ startDate: day(20), endDate: day(20) })
          .expect(201)
      ).body.id as string;
    const [enId, esId] = [await asked(workerEn), await asked(workerEs)];
    await workerEn.agent.post(`/api/time-off-requests/${enId}/withdraw`).expect(200);
    await workerEs.agent.post(`/api/time-off-requests/${esId}/withdraw`).expect(200);
    expect((await workerEn.agent.post(`/api/time-off-requests/${enId}/withdraw`)).body).toEqual({
      statusCode: 409,
      message: 'This request has already been withdrawn',
      error: 'Conflict',
    });
    expect((await workerEs.agent.post(`/api/time-off-requests/${esId}/withdraw`)).body.message).toBe('Esta solicitud ya fue retirada');
  });
});

describe('notifications', () => {
  it('one role notification reads in each admin’s language, listed and pushed; a new language shows at once', async () => {
    const [socketEn, socketEs] = [await openSocket(target, adminEn.cookie), await openSocket(target, adminEs.cookie)];
    try {
      const date = day(30);
      await workerEs.agent.post('/api/time-off-requests').send({ startDate: date, endDate: date }).expect(201);
      const english = { title: 'Time-off request', message: `Luis Hernandez asked for time off: ${formatShortDay(date)}.` };
      const spanish = { title: 'Solicitud de tiempo libre', message: `Luis Hernandez pidió tiempo libre: ${spanishShortDay(date)}.` };

      const pushedTo = async (socket: Awaited<ReturnType<typeof openSocket>>) => {
        for (;;) {
          const event = (await socket.next()) as { type: string; notification?: { title: string; message: string } };
          if (event.type === 'notification') return event.notification;
        }
      };
      expect(await pushedTo(socketEn)).toMatchObject(english);
      expect(await pushedTo(socketEs)).toMatchObject(spanish);
      const newest = async (person: Person) => ((await person.agent.get('/api/notifications').expect(200)).body as Array<Record<string, string>>)[0];
      expect(await newest(adminEn)).toMatchObject(english);
      const seenInSpanish = await newest(adminEs);
      expect(seenInSpanish).toMatchObject(spanish);
      // The same stored row for both.
      expect((await newest(adminEn)).id).toBe(seenInSpanish.id);

      // Ana switches to English: her bell (a cached answer) and her next pushes are in English.
      await adminEs.agent.patch('/api/auth/user').send({ language: 'en' }).expect(200);
      expect(
        await settledRead(
          () => newest(adminEs),
          (n) => n.title === english.title,
        ),
      ).toMatchObject(english);
      const marked = await adminEs.agent.patch(`/api/notifications/${seenInSpanish.id}/read`).expect(200);
      expect(marked.body).toMatchObject({ ...english, read: true });
      const later = day(31);
      await workerEs.agent.post('/api/time-off-requests').send({ startDate: later, endDate: later }).expect(201);
      for (;;) {
        const event = (await socketEs.next()) as { type: string; notification?: { title: string; message: string } };
        if (event.type === 'notification') {
          expect(event.notification).toMatchObject({ title: english.title, message: `Luis Hernandez asked for time off: ${formatShortDay(later)}.` });
          break;
        }
      }
    } finally {
      socketEn.socket.close();
      socketEs.socket.close();
      await adminEs.agent.patch('/api/auth/user').send({ language: 'es' }).expect(200);
    }
  });

  it('a person’s own notification with terms in it (a decision) is in their language', async () => {
    const ask = async (person: Person, offset: number) =>
      (
        await person.agent
          .post('/api/time-off-requests')
          .send({ startDate: day(offset), endDate: day(offset) })
          .expect(201)
      ).body.id as string;
    const enId = await ask(workerEn, 40);
    const esId = await ask(workerEs, 41);
    await adminEn.agent.patch(`/api/time-off-requests/${enId}`).send({ status: 'approved' }).expect(200);
    await adminEn.agent.patch(`/api/time-off-requests/${esId}`).send({ status: 'rejected', reason: 'Obra cerrada' }).expect(200);
    const newest = async (person: Person) => ((await person.agent.get('/api/notifications').expect(200)).body as Array<Record<string, string>>)[0];
    expect(await newest(workerEn)).toMatchObject({
      title: 'Time off approved',
      message: `Your time-off request for ${formatShortDay(day(40))} was approved.`,
    });
    expect(await newest(workerEs)).toMatchObject({
      title: 'Tiempo libre rechazado',
      message: `Se rechazó tu solicitud de tiempo libre para ${spanishShortDay(day(41))}: Obra cerrada`,
    });
  });
});

describe('emails', () => {
  it('the password reset email is in the account’s language, whatever the asking browser’s', async () => {
    const since = Date.now();
    await request(target.baseUrl).post('/api/auth/forgot-password').set('Accept-Language', 'en').send({ email: workerEs.email }).expect(200);
    await request(target.baseUrl).post('/api/auth/forgot-password').set('Accept-Language', 'es').send({ email: workerEn.email }).expect(200);
    const spanish = await newestOutboxEmail(target.config.dataDir, workerEs.email, since);
    expect(spanish).toMatch(/^To: .+\nSubject: Restablece tu contraseña de Groundwork\n\nHola, Luis:\n/);
    expect(spanish).toContain('Abre este enlace dentro de una hora para elegir una contraseña nueva:');
    expect(spanish).toContain(`${target.config.publicUrl}/reset-password?token=`);
    const english = await newestOutboxEmail(target.config.dataDir, workerEn.email, since);
    expect(english).toMatch(/^To: .+\nSubject: Reset your Groundwork password\n\nHello Walt,\n/);
    expect(english).toContain('Open this link within one hour to choose a new password:');
  });

  it('an invitation is written in the language the admin chose, else theirs; the new member takes their browser’s', async () => {
    const invite = async (admin: Person, language?: string) => {
      const email = uniqueEmail('invitee');
      const since = Date.now();
      const body = { firstName: 'Rosa', lastName: 'Diaz', email, phoneNumber: '(312) 555-0177', role: 'worker', ...(language ? { language } : {}) };
      const response = await admin.agent.post('/api/invitations').send(body);
      expect(response.status).toBe(201);
      return { invitation: response.body, text: await newestOutboxEmail(target.config.dataDir, email, since) };
    };
    const chosen = await invite(adminEn, 'es');
    expect(chosen.invitation.language).toBe('es');
    expect(chosen.text).toMatch(/\nSubject: Te invitaron a unirte a Groundwork\n\nHola, Rosa:\n\nAnn Tester te invitó a unirte a Groundwork como Empleado\.\n/);
    expect(chosen.text).toContain('Abre este enlace dentro de 7 días para elegir tu contraseña:');
    const inviters = await invite(adminEs);
    expect(inviters.invitation.language).toBe('es');
    expect(inviters.text).toContain('Subject: Te invitaron a unirte a Groundwork');
    const english = await invite(adminEn);
    expect(english.invitation.language).toBe('en');
    expect(english.text).toContain("Subject: You're invited to join Groundwork\n\nHello Rosa,\n\nAnn Tester invited you to join Groundwork as Employee.\n");
    expect(
      (
        await adminEn.agent
          .post('/api/invitations')
          .send({ firstName: 'A', lastName: 'B', email: uniqueEmail('x'), phoneNumber: '1', role: 'worker', language: 'pt' })
      ).body.message,
    ).toBe('Language must be en or es');
    // Resend writes it in the stored language again.
    const since = Date.now();
    await adminEn.agent.post(`/api/invitations/${chosen.invitation.id}/resend`).expect(200);
    expect(await newestOutboxEmail(target.config.dataDir, chosen.invitation.email, since)).toContain('Subject: Te invitaron a unirte a Groundwork');
    // Accepting from a Spanish browser makes a Spanish-speaking member.
    const token = /accept-invite\?token=([A-Za-z0-9_-]+)/.exec(english.text)![1];
    const accepted = await request(target.baseUrl)
      .post('/api/auth/accept-invite')
      .set('Accept-Language', 'es-US,es;q=0.9')
      .send({ token, password: 'chosen-pass' });
    expect(accepted.status).toBe(201);
    expect(accepted.body.language).toBe('es');
  });
});
