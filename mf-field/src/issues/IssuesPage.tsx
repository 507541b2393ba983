// Job Site Issues (/issues): the report form (with up to 5 photos, sent once the issue exists)
// and the list of reported issues with their photos; admins and a site's foreman move an issue
// open -> in progress -> resolved. Exposed as mf_field/IssuesPage.
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
import { useEffect, useRef, useState } from 'react';
import {
  errorMessage,
  formatDate,
  type IssueSeverity,
  type IssueStatus,
  notify,
  notifyError,
  notifyWaiting,
  OfflineNotice,
  useCurrentUser,
  type User,
  useReadError,
  type WriteOutcome,
} from 'shell/sdk';
import { PageHeader } from 'shell/sdk/ui';

import {
  useChangeIssueStatusMutation,
  useGetFieldIssueCountQuery,
  useGetFieldIssuesQuery,
  useReportIssueMutation,
  useUploadIssuePhotoMutation,
} from '../fieldApi';
import type { FieldIssue } from '../fieldTypes';
import { ListPager, usePage } from '../ListPager';
import { type Translate, useT } from '../messages';
import { IssuePhotoStrip } from './IssuePhotoStrip';
import { type PickedPhoto, type PickRefusal, pickPhotos, releasePhotos } from './reportPhotos';
import { ReportPhotos } from './ReportPhotos';

const SEVERITY_COLORS: Record<IssueSeverity, string> = { low: 'default', medium: 'blue', high: 'orange', critical: 'red' };
const STATUS_COLORS: Record<IssueStatus, string> = { open: 'red', in_progress: 'gold', resolved: 'green' };
const SEVERITIES: readonly IssueSeverity[] = ['low', 'medium', 'high', 'critical'];
const STATUSES: readonly IssueStatus[] = ['open', 'in_progress', 'resolved'];
/** Issues a page shows; the server pages them newest first. */
export const ISSUES_PAGE_SIZE = 20;
const ALL = 'all';

const severityOptions = (t: Translate) => SEVERITIES.map((value) => ({ value, label: t(`issues.severityLabel.${value}`) }));
const statusFilterOptions = (t: Translate) => [
  { value: ALL, label: t('issues.allStatuses') },
  ...STATUSES.map((value) => ({ value, label: t(`issues.status.${value}`) })),
];

/** The next step of an issue (its button's texts are `issues.next.<step>`): open -> in_progress -> resolved, never back. */
const NEXT_STEP: Record<IssueStatus, 'in_progress' | 'resolved' | null> = {
  open: 'in_progress',
  in_progress: 'resolved',
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
  const { t } = useT();
  const [changeStatus, { isLoading }] = useChangeIssueStatusMutation();
  const next = NEXT_STEP[issue.status];
  // Who reported it, where and when: names and a date, no words to translate.
  const reported = [issue.reportedBy && `${issue.reportedBy.firstName} ${issue.reportedBy.lastName}`, issue.jobSite?.name, formatDate(issue.createdAt)]
    .filter(Boolean)
    .join(' · ');

  async function move() {
    if (!next) return;
    try {
      await changeStatus({ id: issue.id, status: next }).unwrap();
      notify({ title: t('issues.updated'), description: t(`issues.next.${next}.done`, { title: issue.title }) });
    } catch (error) {
      notifyError(error, t('issues.updateFailed'));
    }
  }

  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0', listStyle: 'none' }} aria-label={issue.title}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text strong>{issue.title}</Typography.Text>
        <Space wrap size={4}>
          <Tag color={SEVERITY_COLORS[issue.severity]}>{t(`issues.severityLabel.${issue.severity}`)}</Tag>
          <Tag color={STATUS_COLORS[issue.status]}>{t(`issues.status.${issue.status}`)}</Tag>
        </Space>
      </Space>
      <Typography.Paragraph style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>{issue.description}</Typography.Paragraph>
      <IssuePhotoStrip issue={issue} />
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type="secondary">{reported}</Typography.Text>
        {next && canMoveIssue(user, issue) && (
          <Button size="small" loading={isLoading} onClick={move} aria-label={t(`issues.next.${next}.label`, { title: issue.title })}>
            {t(`issues.next.${next}.button`)}
          </Button>
        )}
      </Space>
    </li>
  );
}

/** The words for a file the picker left out. */
function refusalText(t: Translate, refusal: PickRefusal): string {
  return refusal.reason === 'tooMany' ? t('issues.photos.tooMany', { kept: refusal.kept }) : t(`issues.photos.${refusal.reason}`, { name: refusal.name });
}

export default function IssuesPage() {
  const { t } = useT();
  const { user } = useCurrentUser();
  const [status, setStatus] = useState<IssueStatus | undefined>();
  const countQuery = useGetFieldIssueCountQuery({ status });
  const [page, setPage] = usePage(countQuery.data?.count, ISSUES_PAGE_SIZE);
  const issuesQuery = useGetFieldIssuesQuery({ page, limit: ISSUES_PAGE_SIZE, status });
  const [reportIssue, { isLoading: reporting }] = useReportIssueMutation();
  const [uploadPhoto] = useUploadIssuePhotoMutation();
  const [form] = Form.useForm<ReportValues>();
  const loadError = useReadError(t('issues.loadFailed'), issuesQuery);
  const issues = issuesQuery.data ?? [];
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  /** The issue whose photos are being sent, or could not all be sent (Try Again sends the rest to it). */
  const [photosFor, setPhotosFor] = useState<{ id: string; title: string } | null>(null);
  const [sendingPhotos, setSendingPhotos] = useState(false);
  // The photos as last rendered, for the handlers that run after awaits and for the unmount.
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  // The previews' object URLs go with the page.
  useEffect(() => () => releasePhotos(photosRef.current), []);

  function showStatus(next: IssueStatus | typeof ALL) {
    setStatus(next === ALL ? undefined : next);
    setPage(1);
  }

  function pick(files: File[]) {
    const { photos: next, refused } = pickPhotos(photos, files);
    setPhotos(next);
    if (refused.length > 0)
      notify({ title: t('issues.photos.notAdded'), description: refused.map((refusal) => refusalText(t, refusal)).join(' '), variant: 'destructive' });
  }

  function remove(key: string) {
    releasePhotos(photos.filter((photo) => photo.key === key));
    setPhotos(photos.filter((photo) => photo.key !== key));
  }

  function setState(key: string, change: Partial<PickedPhoto>) {
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  }

  /**
   * Sends the photos not sent yet to the issue, one after the other; whether none was refused. A
   * photo whose send met no network waits in the outbox with the rest of the day's writes.
   */
  async function sendPhotos(issueId: string, toSend: readonly PickedPhoto[]): Promise<boolean> {
    setSendingPhotos(true);
    let allSent = true;
    let waiting = false;
    for (const photo of toSend) {
      setState(photo.key, { state: 'sending', error: undefined });
      try {
        const outcome = await uploadPhoto({ issueId, photo: photo.file }).unwrap();
        waiting ||= !outcome.sent;
        setState(photo.key, { state: outcome.sent ? 'sent' : 'waitingToSend' });
      } catch (error) {
        allSent = false;
        setState(photo.key, { state: 'failed', error: errorMessage(error, t('issues.photos.failed')) });
      }
    }
    setSendingPhotos(false);
    if (waiting) notifyWaiting();
    return allSent;
  }

  /** Once every photo is sent (or given up on) the form is empty again. */
  function clearPhotos() {
    releasePhotos(photosRef.current);
    setPhotos([]);
    setPhotosFor(null);
  }

  async function retryPhotos() {
    if (!photosFor) return;
    if (
      await sendPhotos(
        photosFor.id,
        photosRef.current.filter((photo) => photo.state === 'failed' || photo.state === 'waiting'),
      )
    ) {
      notify({ title: t('issues.photos.allSent'), description: t('issues.photos.allSentText', { title: photosFor.title }) });
      clearPhotos();
    }
  }

  async function onReport(values: ReportValues) {
    let outcome: WriteOutcome<FieldIssue>;
    try {
      outcome = await reportIssue({ title: values.title.trim(), description: values.description.trim(), severity: values.severity }).unwrap();
    } catch (error) {
      notifyError(error, t('issues.reportFailed'));
      return;
    }
    form.resetFields();
    // Newest first: the new report is at the top of the first page.
    setPage(1);
    if (!outcome.sent) {
      // Offline: the report waits on the device (Waiting to send) and joins the list once sent; its
      // photos wait behind it, each sent to the issue its answer names.
      for (const photo of photos) await uploadPhoto({ afterItem: outcome.item.id, photo: photo.file }).unwrap();
      clearPhotos();
      notifyWaiting();
      return;
    }
    const issue = outcome.answer;
    if (photos.length === 0) {
      notify({ title: t('issues.reported'), description: t('issues.reportedText') });
      return;
    }
    setPhotosFor({ id: issue.id, title: issue.title });
    if (await sendPhotos(issue.id, photos)) {
      notify({ title: t('issues.reported'), description: t('issues.reportedWithPhotos') });
      clearPhotos();
    } else {
      notify({ title: t('issues.reported'), description: t('issues.photos.someFailed'), variant: 'destructive' });
    }
  }

  const busy = reporting || sendingPhotos;

  return (
    <div>
      <PageHeader title={t('issues.title')} subtitle={t('issues.subtitle')} />
      <OfflineNotice reads={[issuesQuery, countQuery]} />

      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 16, alignItems: 'start' }}>
        <Card title={t('issues.reportCard')}>
          <Form form={form} layout="vertical" initialValues={{ severity: 'medium' }} onFinish={onReport} requiredMark={false}>
            <Form.Item name="title" label={t('issues.fieldTitle')} rules={[{ required: true, whitespace: true, message: t('issues.titleRequired') }]}>
              <Input maxLength={200} placeholder={t('issues.titlePlaceholder')} />
            </Form.Item>
            <Form.Item
              name="description"
              label={t('issues.description')}
              rules={[{ required: true, whitespace: true, message: t('issues.descriptionRequired') }]}
            >
              <Input.TextArea rows={4} maxLength={5000} placeholder={t('issues.descriptionPlaceholder')} />
            </Form.Item>
            <Form.Item name="severity" label={t('issues.severity')}>
              <Select options={severityOptions(t)} />
            </Form.Item>
            {photosFor && (
              <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
                {t('issues.photos.sendingTo', { title: photosFor.title })}
              </Typography.Text>
            )}
            <ReportPhotos photos={photos} editable={!busy && !photosFor} onPick={pick} onRemove={remove} />
            {photosFor && !sendingPhotos ? (
              <Space wrap>
                <Button type="primary" onClick={retryPhotos}>
                  {t('issues.photos.retry')}
                </Button>
                <Button onClick={clearPhotos}>{t('issues.photos.dismiss')}</Button>
              </Space>
            ) : (
              <Button type="primary" htmlType="submit" loading={busy}>
                {reporting ? t('issues.reporting') : sendingPhotos ? t('issues.photos.sending') : t('issues.report')}
              </Button>
            )}
          </Form>
        </Card>
        <Card
          title={t('issues.list')}
          extra={
            <Select
              aria-label={t('issues.show')}
              size="small"
              style={{ width: 140 }}
              value={status ?? ALL}
              onChange={showStatus}
              options={statusFilterOptions(t)}
            />
          }
        >
          {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} />}
          {issuesQuery.isLoading ? (
            <Skeleton active />
          ) : issues.length === 0 ? (
            !loadError && <Empty description={status ? t(`issues.emptyByStatus.${status}`) : t('issues.empty')} />
          ) : (
            <ul style={{ padding: 0, margin: 0 }}>
              {issues.map((issue) => (
                <IssueRow key={issue.id} issue={issue} user={user} />
              ))}
            </ul>
          )}
          <ListPager list="issues" page={page} pageSize={ISSUES_PAGE_SIZE} total={countQuery.data?.count ?? 0} onChange={setPage} />
        </Card>
      </div>
    </div>
  );
}
