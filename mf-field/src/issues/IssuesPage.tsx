// Job Site Issues (/issues): the report form and the list of reported issues; admins and
// a site's foreman move an issue open -> in progress -> resolved. Exposed as mf_field/IssuesPage.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { formatDate, type IssueSeverity, type IssueStatus, notify, notifyError, useCurrentUser, type User, useReadError } from 'shell/sdk';
import { PageHeader, statusLabel } from 'shell/sdk/ui';

import { useChangeIssueStatusMutation, useGetFieldIssueCountQuery, useGetFieldIssuesQuery, useReportIssueMutation } from '../fieldApi';
import type { FieldIssue } from '../fieldTypes';
import { ListPager, usePage } from '../ListPager';

const SEVERITY_COLORS: Record<IssueSeverity, string> = { low: 'default', medium: 'blue', high: 'orange', critical: 'red' };
const STATUS_COLORS: Record<IssueStatus, string> = { open: 'red', in_progress: 'gold', resolved: 'green' };
const SEVERITY_OPTIONS = (['low', 'medium', 'high', 'critical'] as const).map((value) => ({ value, label: statusLabel(value) }));
/** Issues a page shows; the server pages them newest first. */
export const ISSUES_PAGE_SIZE = 20;
const ALL = 'all';
const STATUS_FILTER_OPTIONS = [
  { value: ALL, label: 'All statuses' },
  ...(['open', 'in_progress', 'resolved'] as const).map((value) => ({ value, label: statusLabel(value) })),
];

/** The next step of an issue and its button label: open -> in_progress -> resolved, never back. */
const NEXT_STEP: Record<IssueStatus, { status: IssueStatus; label: string } | null> = {
  open: { status: 'in_progress', label: 'Start Progress' },
  in_progress: { status: 'resolved', label: 'Mark Resolved' },
  resolved: null,
};

interface ReportValues {
  title: string;
  description: string;
  severity: IssueSeverity;
}

/** Mirrors the server: admins move any issue, a foreman those of their sites or their own reports. */
export function canMoveIssue(user: User | null, issue: FieldIssue): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  return user.role === 'foreman' && (issue.jobSite?.foremanId === user.id || issue.reportedById === user.id);
}

function IssueRow({ issue, user }: { issue: FieldIssue; user: User | null }) {
  const [changeStatus, { isLoading }] = useChangeIssueStatusMutation();
  const next = NEXT_STEP[issue.status];

  async function move() {
    if (!next) return;
    try {
      await changeStatus({ id: issue.id, status: next.status }).unwrap();
      notify({ title: 'Issue updated', description: `"${issue.title}" is now ${statusLabel(next.status).toLowerCase()}.` });
    } catch (error) {
      notifyError(error, 'Failed to update issue');
    }
  }

  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0', listStyle: 'none' }} aria-label={issue.title}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text strong>{issue.title}</Typography.Text>
        <Space wrap size={4}>
          <Tag color={SEVERITY_COLORS[issue.severity]}>{statusLabel(issue.severity)}</Tag>
          <Tag color={STATUS_COLORS[issue.status]}>{statusLabel(issue.status)}</Tag>
        </Space>
      </Space>
      <Typography.Paragraph style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>{issue.description}</Typography.Paragraph>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type="secondary">
          {[issue.reportedBy && `${issue.reportedBy.firstName} ${issue.reportedBy.lastName}`, issue.jobSite?.name, formatDate(issue.createdAt)]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
        {next && canMoveIssue(user, issue) && (
          <Button size="small" loading={isLoading} onClick={move} aria-label={`${next.label}: ${issue.title}`}>
            {next.label}
          </Button>
        )}
      </Space>
    </li>
  );
}

export default function IssuesPage() {
  const { user } = useCurrentUser();
  const [status, setStatus] = useState<IssueStatus | undefined>();
  const countQuery = useGetFieldIssueCountQuery({ status });
  const [page, setPage] = usePage(countQuery.data?.count, ISSUES_PAGE_SIZE);
  const issuesQuery = useGetFieldIssuesQuery({ page, limit: ISSUES_PAGE_SIZE, status });
  const [reportIssue, { isLoading: reporting }] = useReportIssueMutation();
  const [form] = Form.useForm<ReportValues>();
  const loadError = useReadError('Failed to load issues', issuesQuery);
  const issues = issuesQuery.data ?? [];

  function showStatus(next: IssueStatus | typeof ALL) {
    setStatus(next === ALL ? undefined : next);
    setPage(1);
  }

  async function onReport(values: ReportValues) {
    try {
      await reportIssue({ title: values.title.trim(), description: values.description.trim(), severity: values.severity }).unwrap();
      notify({ title: 'Issue reported', description: 'The admins and the site’s foreman have been notified.' });
      form.resetFields();
      // Newest first: the new report is at the top of the first page.
      setPage(1);
    } catch (error) {
      notifyError(error, 'Failed to report issue');
    }
  }

  return (
    <div>
      <PageHeader title="Job Site Issues" subtitle="Report problems on site and follow them to resolution" />

      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 16, alignItems: 'start' }}>
        <Card title="Report an Issue">
          <Form form={form} layout="vertical" initialValues={{ severity: 'medium' }} onFinish={onReport} requiredMark={false}>
            <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Title is required' }]}>
              <Input maxLength={200} placeholder="Brief summary of the issue" />
            </Form.Item>
            <Form.Item name="description" label="Description" rules={[{ required: true, whitespace: true, message: 'Description is required' }]}>
              <Input.TextArea rows={4} maxLength={5000} placeholder="What happened, where, and what is needed" />
            </Form.Item>
            <Form.Item name="severity" label="Severity">
              <Select options={SEVERITY_OPTIONS} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={reporting}>
              {reporting ? 'Reporting...' : 'Report Issue'}
            </Button>
          </Form>
        </Card>

        <Card
          title="Reported Issues"
          extra={
            <Select aria-label="Show issues" size="small" style={{ width: 140 }} value={status ?? ALL} onChange={showStatus} options={STATUS_FILTER_OPTIONS} />
          }
        >
          {loadError && <Alert type="error" showIcon title="Error" description={loadError} />}
          {issuesQuery.isLoading ? (
            <Skeleton active />
          ) : issues.length === 0 ? (
            !loadError && <Empty description={status ? `No ${statusLabel(status).toLowerCase()} issues` : 'No issues reported yet'} />
          ) : (
            <ul style={{ padding: 0, margin: 0 }}>
              {issues.map((issue) => (
                <IssueRow key={issue.id} issue={issue} user={user} />
              ))}
            </ul>
          )}
          <ListPager noun="issues" singular="issue" page={page} pageSize={ISSUES_PAGE_SIZE} total={countQuery.data?.count ?? 0} onChange={setPage} />
        </Card>
      </div>
    </div>
  );
}
