// The English catalog as one object, for the type of its keys (MessageKey) and for the loader.
import emails from './en/emails.json';
import errors from './en/errors.json';
import notices from './en/notices.json';
import notifications from './en/notifications.json';
import reports from './en/reports.json';
import terms from './en/terms.json';
import validation from './en/validation.json';

const en = { emails, errors, notices, notifications, reports, terms, validation };
export default en;
