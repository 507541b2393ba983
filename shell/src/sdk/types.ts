// Wire shapes of the BFF (all under /api, JSON). Dates are 'YYYY-MM-DD', times 'HH:mm', instants ISO.
import type { Role } from './roles';

export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  role: Role;
  profileImageUrl: string | null;
}

export interface JobSiteSummary {
  id: string;
  name: string;
  address: string;
}

export interface Schedule {
  id: string;
  workerId: string;
  jobSiteId: string;
  date: string;
  meetTime: string;
  startTime: string;
  createdById: string;
  createdAt: string;
  jobSite: JobSiteSummary | null;
  worker: { id: string; firstName: string; lastName: string } | null;
}

/** GET /api/schedules/day: a page of one day's shifts and how many the day holds. */
export interface ScheduleDayPage {
  total: number;
  schedules: Schedule[];
}

/** `withdrawn`: taken back by the requester while pending. */
export type TimeOffStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';

export interface TimeOffRequest {
  id: string;
  userId: string;
  startDate: string;
  endDate: string;
  reason: string | null;
  status: TimeOffStatus;
  /** The admin's reason for a rejection, or null. */
  decisionReason: string | null;
  createdAt: string;
  /** The requester, in admin lists. */
  user?: { id: string; firstName: string; lastName: string };
}

export type IssueSeverity = 'low' | 'medium' | 'high' | 'critical';
export type IssueStatus = 'open' | 'in_progress' | 'resolved';

export interface Issue {
  id: string;
  title: string;
  description: string;
  severity: IssueSeverity;
  status: IssueStatus;
  createdAt: string;
}

/** What a notification is about (the bell links to its page); the server's NotificationSubject. */
export interface NotificationSubject {
  kind:
    | 'shift'
    | 'time_off_request'
    | 'issue'
    | 'supply_order'
    | 'inventory_check'
    | 'job_site'
    | 'invoice'
    | 'appointment'
    | 'hr_document'
    | 'financial_document';
  id: string | null;
}

export interface AppNotification {
  id: string;
  title: string;
  message: string;
  read: boolean;
  createdAt: string;
  subject: NotificationSubject | null;
}

export interface AppConfig {
  companyName: string;
  /** Stripe's publishable key, or null when card payments are not configured (the default). */
  stripePublishableKey: string | null;
}

export type JobSiteStatus = 'active' | 'completed' | 'on_hold';

export interface PersonName {
  id: string;
  firstName: string;
  lastName: string;
}

/** The one JSON shape of a job site (admin list, client's sites, crew's site). Money as decimal strings or null. */
export interface JobSite {
  id: string;
  name: string;
  address: string;
  latitude: string | null;
  longitude: string | null;
  status: JobSiteStatus;
  foremanId: string | null;
  clientId: string | null;
  foreman: PersonName | null;
  client: PersonName | null;
  progressPercentage: number;
  estimatedCompletionDate: string | null;
  totalCost: string | null;
  paidAmount: string | null;
  remainingBalance: string | null;
  createdAt: string;
}

/** GET /api/job-sites/options (admin): a job-site picker's row, by name then id. */
export type JobSiteOption = Pick<JobSite, 'id' | 'name' | 'address' | 'status' | 'clientId'>;

// Client portal (invoices, appointment requests), read by mf-client-portal, the admin dashboard
// and the admin invoices section. Money is a decimal string; instants are ISO strings.
export type InvoiceStatus = 'unpaid' | 'paid' | 'void';

export interface Invoice {
  id: string;
  invoiceNumber: string;
  clientId: string;
  jobSiteId: string | null;
  jobSite: { id: string; name: string } | null;
  description: string;
  dueDate: string;
  amount: string;
  status: InvoiceStatus;
  paidAt: string | null;
  createdAt: string;
  /** Admins' list only. */
  client?: { id: string; firstName: string; lastName: string; email: string };
}

/** GET /api/invoices/summary: the caller's own (a client) or everyone's (an admin). */
export interface InvoiceSummary {
  outstandingBalance: string;
  unpaidCount: number;
  totalPaid: string;
  paidCount: number;
}

export type AppointmentRequestType = 'appointment' | 'callback';
export type AppointmentStatus = 'pending' | 'confirmed' | 'declined';

export interface AppointmentRequest {
  id: string;
  clientId: string;
  requestType: AppointmentRequestType;
  phoneNumber: string;
  description: string;
  preferredDate: string | null;
  /** 'HH:mm' */
  preferredTime: string | null;
  status: AppointmentStatus;
  scheduledDate: string | null;
  notes: string | null;
  createdAt: string;
  /** Admins' list only. */
  client?: { id: string; firstName: string; lastName: string; email: string };
}
