// The client home (/ for clients). Exposed as mf_client_portal/ClientHomePage.
// Plain markup only (the sdk's PageHeader, StatCard, SurfaceCard, Tag, SvgIcon, ErrorNotice, drawn
// by the shell's CSS): it is a client's first screen on a phone, where antd's components and their
// CSS-in-JS, one set per invoice row, held the title back for seconds (Lighthouse: blocking time).
// antd loads with the dialogs (New Request, paying an invoice), when one is opened.
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { ErrorNotice, formatMoney, Link, PageHeader, StatCard, SvgIcon, useCurrentUser, useReadError } from 'shell/sdk';

import { AppointmentList } from '../appointments/AppointmentList';
import { useGetMyAppointmentCountsQuery } from '../appointments/appointmentsApi';
import { InvoiceList } from '../invoices/InvoiceList';
import { useGetMyInvoicesQuery, useGetMyInvoiceSummaryQuery } from '../invoices/invoicesApi';
import { useT } from '../messages';
import { WorkOrderList } from '../workOrders/WorkOrderList';
import { useGetMyWorkOrdersQuery } from '../workOrders/workOrdersApi';

export default function ClientHomePage() {
  const { t } = useT();
  const { user } = useCurrentUser();
  const invoices = useGetMyInvoicesQuery();
  const summary = useGetMyInvoiceSummaryQuery();
  const appointmentCounts = useGetMyAppointmentCountsQuery();
  const workOrders = useGetMyWorkOrdersQuery();
  const loadError = useReadError(t('home.loadFailed'), invoices, summary, appointmentCounts, workOrders);

  return (
    <div className="page">
      <PageHeader title={t('home.welcome', { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' })} />
      {loadError && <ErrorNotice description={loadError} style={{ marginBottom: 16 }} />}

      <div className="card-grid">
        <StatCard
          title={t('home.outstanding')}
          value={formatMoney(summary.data?.outstandingBalance ?? '0')}
          description={t('home.unpaidInvoices', { count: summary.data?.unpaidCount ?? 0 })}
          icon={<SvgIcon icon={DollarOutlined} />}
          loading={summary.isLoading}
        />
        <StatCard
          title={t('home.totalPaid')}
          value={formatMoney(summary.data?.totalPaid ?? '0')}
          description={t('home.paidInvoices', { count: summary.data?.paidCount ?? 0 })}
          icon={<SvgIcon icon={CheckCircleOutlined} />}
          loading={summary.isLoading}
        />
        <StatCard
          title={t('home.pendingRequests')}
          value={appointmentCounts.data?.pending ?? 0}
          description={t('home.pendingRequestsText')}
          icon={<SvgIcon icon={ClockCircleOutlined} />}
          loading={appointmentCounts.isLoading}
        />
        <StatCard
          title={t('home.messages')}
          value={
            <Link to="/messages" style={{ fontSize: '1rem' }}>
              {t('home.openMessages')}
            </Link>
          }
          description={t('home.messagesText')}
          icon={<SvgIcon icon={MessageOutlined} />}
        />
      </div>

      {/* minmax(0, 1fr): the lists shrink to a 375 px screen instead of widening the page. */}
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
        <InvoiceList invoices={invoices.data ?? []} loading={invoices.isLoading} />
        <AppointmentList total={appointmentCounts.data?.total} defaultPhoneNumber={user?.phoneNumber ?? ''} />
        <WorkOrderList workOrders={workOrders.data ?? []} loading={workOrders.isLoading} />
      </div>
    </div>
  );
}
