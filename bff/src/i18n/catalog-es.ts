// The Spanish catalog as one object (the same files as English: catalog.spec.ts holds them to it).
import emails from './es/emails.json';
import errors from './es/errors.json';
import notices from './es/notices.json';
import notifications from './es/notifications.json';
import reports from './es/reports.json';
import terms from './es/terms.json';
import validation from './es/validation.json';

const es = { emails, errors, notices, notifications, reports, terms, validation };
export default es;
