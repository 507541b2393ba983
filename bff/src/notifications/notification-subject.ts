/**
 * What a notification is about, so the bell can link to it: the kind of thing, and the row when it
 * names one (a supply-order notification about several automatic orders names none). The front
 * end maps each kind to the page that shows it for the reader's role.
 */
export const NOTIFICATION_SUBJECT_KINDS = [
  'shift',
  'time_off_request',
  'issue',
  'supply_order',
  'inventory_check',
  'job_site',
  'invoice',
  'appointment',
  'hr_document',
  'financial_document',
] as const;

export type NotificationSubjectKind = (typeof NOTIFICATION_SUBJECT_KINDS)[number];

export interface NotificationSubject {
  kind: NotificationSubjectKind;
  /** The row it is about, or null for the kind's page. */
  id: string | null;
}

/** The subject from a row's two columns (NULL kind: a notification made before subjects existed). */
export function subjectOf(kind: string | null, id: string | null): NotificationSubject | null {
  return kind === null ? null : { kind: kind as NotificationSubjectKind, id };
}
