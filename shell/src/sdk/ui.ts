// The sdk's shared components (stat card, avatars and role badges, status badges, appointment
// answers, card payment, a paged list's Show more, the server-searched select with its job-site
// and client sources, the search box of a server-searched list, the workweek navigation), shared at runtime as the
// singleton `shell-sdk-ui`: remotes import it as `shell/sdk/ui`. Apart from the sdk proper
// (`shell-sdk`: store, api, hooks) because these need antd components, and the logged-out
// landing, which loads the sdk, must not download them.
export { CardPayment } from './payments/CardPayment';
export type { CardPaymentProps } from './payments/CardPaymentForm';
export { fullNameOf, initialsOf, RoleBadge, UserAvatar } from './people';
export { JOB_SITE_STATUS_COLORS, JobSiteStatusBadge, statusLabel } from './statusBadges';
export { RemoteSearchSelect } from './ui/RemoteSearchSelect';
export type { RemoteSearchOption, RemoteSearchSelectProps } from './ui/RemoteSearchSelect';
export { JOB_SITE_OPTIONS_PATH, jobSiteOptionOf } from './ui/jobSiteOptions';
export { CLIENT_OPTIONS_PATH, clientOptionOf } from './ui/clientOptions';
export { SearchInput } from './ui/SearchInput';
export type { SearchInputProps } from './ui/SearchInput';
export { StatCard } from './StatCard';
export type { StatCardProps } from './StatCard';
export { APPOINTMENT_REQUEST_TYPE_LABELS, AppointmentAnswer, AppointmentStatusBadge } from './appointments';
export { ShowMore } from './ShowMore';
export type { ShowMoreProps } from './ShowMore';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { ResponsiveTable } from './ui/ResponsiveTable';
export { isWeekParam, shiftWeek, useWeekParam, WeekNav } from './ui/WeekNav';
export type { WeekNavProps } from './ui/WeekNav';
export type { ResponsiveTableProps } from './ui/ResponsiveTable';
