// Every JSON body the API answers with, by the name it has in the OpenAPI document
// (components.schemas) and in the front end's generated types. `@Answers(name)` on a handler
// documents its answer as one of these, and tsc checks that the handler returns that type (or JSON
// text, which the answer cache sends as it is). `npm run openapi -w bff` turns each into a JSON
// schema (ts-json-schema-generator), so the document follows these types, never a copy of them.
// RequestParts, below, does the same for the parts of request bodies a DTO class cannot describe.
import type { AppointmentCountsJson, AppointmentRequestJson } from '../appointments/appointments.repository';
import type { AvailabilityJson } from '../availability/availability.repository';
import type { BreakJson } from '../breaks/breaks.repository';
import type { CalendarFeedUrlJson } from '../calendar-feeds/calendar-feeds.repository';
import type { PushSubscriptionJson } from '../push/push.repository';
import type { PushSubscriptionIdJson, VapidPublicKeyJson } from '../push/push.service';
import type { DocumentJson } from '../documents/documents.repository';
import type { FinancialReportJson, FinancialStatementContent } from '../documents/financial-statement';
import type { ShortageInput } from '../inventory/dto/submit-inventory-check.dto';
import type { InventoryCheckJson } from '../inventory/inventory.repository';
import type { InventoryTodayJson } from '../inventory/inventory.service';
import type { InvitationJson, InviteeJson } from '../invitations/invitations.repository';
import type { InvoiceJson, InvoiceSummary, InvoiceTotals } from '../invoices/invoices.repository';
import type { IssueJson } from '../issues/issues.repository';
import type { IssuePhotoJson } from '../issue-photos/photo-urls';
import type { GeocodedPlace } from '../job-sites/geocoder.service';
import type { JobSiteCostsJson } from '../job-sites/job-site-costs.service';
import type { ClockSitesJson, JobSiteJson, JobSiteOptionJson, JobStartJson, MyCrewJson, PersonNameJson } from '../job-sites/job-sites.repository';
import type { MyJobSiteJson } from '../job-sites/job-sites.service';
import type { ContactJson, MessageJson } from '../messages/messages.repository';
import type { NotificationJson } from '../notifications/notifications.repository';
import type { WebhookOutcome } from '../payments/payment-webhook-handlers';
import type { CopiedWeekJson } from '../schedules/copy-week.service';
import type { ScheduleGridJson } from '../schedules/schedule-grid.service';
import type { ScheduleDayJson, ScheduleJson, ScheduleWeekJson } from '../schedules/schedules.repository';
import type { DeletedSchedulesJson } from '../schedules/schedule-series.service';
import type { PublishedSchedulesJson, SavedScheduleJson, ScheduleCheckJson, ScheduleSeriesJson, ScheduleWarningJson } from '../schedules/schedules.service';
import type { SwapRequestJson } from '../swap-requests/swap-requests.repository';
import type { AvailableOpenShiftJson, OpenShiftClaimJson, OpenShiftJson, PostedOpenShiftJson } from '../open-shifts/open-shifts.repository';
import type { LockState, PinRole } from '../self-registration/self-registration.repository';
import type { OrderLineRequest, PriceComparison } from '../supply-orders/price-comparison';
import type { SupplyOrderJson, SupplyOrderStats } from '../supply-orders/supply-orders.repository';
import type { OrderPaymentIntent } from '../supply-orders/supply-order-payments.service';
import type { TimeEntryChangeJson, TimeEntryJson } from '../time-entries/time-entries.repository';
import type { TimesheetJson, TimesheetPageJson } from '../timesheets/timesheets.service';
import type { TimeOffRequestJson } from '../time-off-requests/time-off-requests.repository';
import type { CurrentUserJson, MemberJson, TeamMemberJson, UserJson } from '../users/user-json';
import type { UserCounts } from '../users/users.repository';
import type { VendorPriceJson } from '../vendor-prices/vendor-prices.repository';

export interface ResponseTypes {
  AppConfigJson: { companyName: string; stripePublishableKey: string | null };
  AppointmentCountsJson: AppointmentCountsJson;
  AppointmentRequestJson: AppointmentRequestJson;
  AvailabilityJson: AvailabilityJson;
  BreakJson: BreakJson;
  CalendarFeedUrlJson: CalendarFeedUrlJson;
  VapidPublicKeyJson: VapidPublicKeyJson;
  PushSubscriptionIdJson: PushSubscriptionIdJson;
  PushSubscriptionJson: PushSubscriptionJson;
  ContactJson: ContactJson;
  /** A count: `{ count }`. */
  CountJson: { count: number };
  DocumentJson: DocumentJson;
  FinancialReportJson: FinancialReportJson;
  /** A financial_statement document's content (DocumentJson.content). */
  FinancialStatementContent: FinancialStatementContent;
  GeocodedPlace: GeocodedPlace;
  GeocoderJson: { available: boolean };
  HealthJson: { status: 'ok' | 'error'; database: 'up' | 'down' };
  InventoryCheckJson: InventoryCheckJson;
  InventoryTodayJson: InventoryTodayJson;
  InvitationJson: InvitationJson;
  InviteeJson: InviteeJson;
  InvoiceJson: InvoiceJson;
  InvoicePaymentIntentJson: { clientSecret: string; paymentIntentId: string; amount: string };
  InvoiceSummary: InvoiceSummary;
  InvoiceTotals: InvoiceTotals;
  IssueJson: IssueJson;
  IssuePhotoJson: IssuePhotoJson;
  JobSiteCostsJson: JobSiteCostsJson;
  JobSiteJson: JobSiteJson;
  JobSiteOptionJson: JobSiteOptionJson;
  JobStartJson: JobStartJson;
  /** How many were marked read. */
  MarkedReadJson: { markedRead: number };
  MemberJson: MemberJson;
  TeamMemberJson: TeamMemberJson;
  MessageJson: MessageJson;
  MyJobSiteJson: MyJobSiteJson;
  MyCrewJson: MyCrewJson;
  ClockSitesJson: ClockSitesJson;
  NotificationJson: NotificationJson;
  AvailableOpenShiftJson: AvailableOpenShiftJson;
  OpenShiftClaimJson: OpenShiftClaimJson;
  OpenShiftJson: OpenShiftJson;
  PostedOpenShiftJson: PostedOpenShiftJson;
  PersonNameJson: PersonNameJson;
  SwapRequestJson: SwapRequestJson;
  /** A message for the person (a reset link was sent if the account exists, the password changed). */
  NoticeJson: { message: string };
  OrderPaymentIntent: OrderPaymentIntent;
  PriceComparison: PriceComparison;
  ResetTokenValidJson: { valid: true };
  PublishedSchedulesJson: PublishedSchedulesJson;
  DeletedSchedulesJson: DeletedSchedulesJson;
  SavedScheduleJson: SavedScheduleJson;
  CopiedWeekJson: CopiedWeekJson;
  ScheduleCheckJson: ScheduleCheckJson;
  /** POST /api/schedules: one shift, or a weekly series (with repeatWeeklyUntil). */
  ScheduleCreatedJson: SavedScheduleJson | ScheduleSeriesJson;
  ScheduleSeriesJson: ScheduleSeriesJson;
  ScheduleWarningJson: ScheduleWarningJson;
  ScheduleDayJson: ScheduleDayJson;
  ScheduleGridJson: ScheduleGridJson;
  ScheduleJson: ScheduleJson;
  ScheduleWeekJson: ScheduleWeekJson;
  SelfRegistrationStatesJson: Record<PinRole, LockState>;
  SupplyOrderJson: SupplyOrderJson;
  SupplyOrderStats: SupplyOrderStats;
  TimeOffRequestJson: TimeOffRequestJson;
  /** The open time entry, or null when the person is not clocked in. */
  CurrentTimeEntryJson: { entry: TimeEntryJson | null };
  TimeEntryJson: TimeEntryJson;
  TimeEntryChangeJson: TimeEntryChangeJson;
  TimesheetJson: TimesheetJson;
  TimesheetPageJson: TimesheetPageJson;
  UserCounts: UserCounts;
  UserJson: UserJson;
  CurrentUserJson: CurrentUserJson;
  VendorPriceJson: VendorPriceJson;
  WebhookReceiptJson: { received: true; outcome: WebhookOutcome };
}

export type ResponseName = keyof ResponseTypes;

/**
 * An entry of a list that holds one of two shapes (an item's name as typed, or the item with its
 * quantity): a DTO property's `@ApiProperty` refers to these by name (`oneOf`), since the Swagger
 * plugin cannot read a union.
 */
export interface RequestParts {
  OrderLineRequest: OrderLineRequest;
  ShortageInput: ShortageInput;
}

export type RequestPartName = keyof RequestParts;
