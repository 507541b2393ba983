// The shell's sdk, shared at runtime as the singleton `shell-sdk`: remotes import it as `shell/sdk`.
export { api, TAG_TYPES } from './api';
export type { TagType } from './api';
export {
  authApi,
  useCompanyName,
  useCurrentUser,
  useForgotPasswordMutation,
  useGetConfigQuery,
  useLoginMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  useStripePublishableKey,
  useVerifyResetTokenMutation,
  useVerifyInviteMutation,
  useAcceptInviteMutation,
  useUpdateCurrentUserMutation,
} from './authApi';
export type { CurrentUserState, Invitee, LoginRequest, RegisterRequest } from './authApi';
export { apiBaseQuery, API_BASE } from './baseQuery';
export type { ApiArgs, ApiExtraOptions, ApiMeta, ApiRequest, MultipartField } from './baseQuery';
// Working without a signal: the field screens' reads kept on the device, and their writes queued
// in the outbox until the connection returns (offline/).
export { useIsOffline } from './offline/connection';
export { forgetDeviceReads, outbox, startDeviceSync, useOutbox } from './offline/deviceSync';
export { isOnline } from './offline/connection';
export { setDevicePerson } from './offline/person';
export { notifyWaiting } from './offline/notifyWaiting';
export { OfflineNotice } from './offline/OfflineNotice';
export type { OfflineRead } from './offline/OfflineNotice';
export { ANSWER_ID, sentOnly } from './offline/outbox';
export type { OutboxItem, OutboxKind, OutboxTag, OutboxWrite, WriteOutcome } from './offline/outbox';
export { browser, LOGIN_REDIRECT_DELAY_MS, redirectToLoginSoon } from './browser';
export { forgetUser, lastKnownUser } from './lastKnownUser';
export { CHAT_CONTACTS_TAG, chatApi, chatRefreshTags, UNREAD_MESSAGES_TAG, useGetUnreadMessageCountQuery } from './chatApi';
export { errorMessage, errorText, isApiError, isUnauthorizedError } from './errors';
export type { ApiError } from './errors';
// Every visible word through a catalog: a package's typed `t` (defineMessages), the language switch.
export { applyLanguage, defineMessages, i18n, initialLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES, loadCatalog, localeTag } from './i18n';
export type { Catalog, Language, MessageKey, Messages, MessageValues, Translate } from './i18n';
export { formatCents, formatDate, formatMoney, formatTime, sumCents, toCents, todayIso } from './format';
export {
  NOTIFICATION_PAGE_SIZE,
  notificationsApi,
  useGetNotificationPagesInfiniteQuery,
  useGetNotificationsQuery,
  useGetUnreadNotificationCountQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from './notificationsApi';
export { handleUnauthorized, noticeLoggedOut, notify, notifyError } from './notify';
export type { Notice, NoticeVariant } from './notify';
export { offsetPages } from './paging';
export { useReadError } from './readErrors';
export { realtime, RealtimeClient } from './realtime';
export type { RealtimeEventOf, RealtimeHandler, RealtimeMessage, RealtimeMessageType } from './realtime';
export { NAV_ITEMS, normalizeRole, ROLE_COLORS, ROLE_LABELS, ROLES } from './roles';
export type { NavIconName, NavItem, Role } from './roles';
export { store } from './store';
export type { AppDispatch, RootState } from './store';
export type * from './types';
export { MOBILE_BREAKPOINT, PHONE_BREAKPOINT, useIsMobile, useIsPhone, useMediaQuery } from './responsive';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue';
// The router, the shell's one copy: remotes import these from 'shell/sdk', never from
// react-router-dom (not shared, so the shell's copy is tree-shaken; a remote's own copy would
// have no router context). shell/federation/shared-config.js refuses the direct import.
export { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
// Plain-markup components (no antd: drawn by index.html's CSS), for screens that must load no antd
// (a worker's My Schedule on a phone); shell/sdk/ui re-exports the page title and stat card.
export { ErrorNotice } from './ErrorNotice';
export { ListSkeleton } from './ListSkeleton';
export type { ListSkeletonProps } from './ListSkeleton';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { StatCard } from './StatCard';
export type { StatCardProps } from './StatCard';
export { SurfaceCard } from './SurfaceCard';
export type { SurfaceCardProps } from './SurfaceCard';
export { SvgIcon } from './SvgIcon';
export { Tag } from './Tag';
export type { TagColor } from './Tag';
export { ShowMore } from './ShowMore';
export type { ShowMoreProps } from './ShowMore';
export { APPOINTMENT_REQUEST_TYPE_LABELS, AppointmentAnswer, AppointmentStatusBadge } from './appointments';
export { JOB_SITE_STATUS_COLORS, JobSiteStatusBadge, statusLabel } from './statusBadges';
// antd's theme and App, loaded when first rendered: around the antd parts a plain page opens
// later (a dialog), as a page that renders antd has them around it (RemotePage).
export { LazyAntdAppFrame as AntdFrame } from '../LazyAntdTheme';
