// The admin's dialogs on one person's week: Correct an entry or Add one (both with the reason the
// trail keeps, 1-500 characters), an entry's History (when, who, each field's old and new value,
// why), and Unlock an approved week (with its reason). The server decides every rule (clock-out
// after clock-in, no overlap, an approved week is locked) and its message is shown as it says it.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { errorMessage, formatDate, handleUnauthorized, type JobSiteOption, notify, useReadError } from 'shell/sdk';
import { fullNameOf, JOB_SITE_OPTIONS_PATH, jobSiteOptionOf, RemoteSearchSelect } from 'shell/sdk/ui';

import { formatClock } from '../clock';
import { useAddTimeEntryMutation, useCorrectTimeEntryMutation, useGetTimeEntryHistoryQuery, useUnlockTimesheetMutation } from '../fieldApi';
import type { TimeEntryChange, TimesheetEntry, TimesheetFlag } from '../fieldTypes';
import { type Translate, useT } from '../messages';
import { fromLocalInput, toLocalInput } from './week';

/** The server's longest reason. */
export const REASON_MAX = 500;

/** The reason a change keeps in the trail (the form's `reason`): required, at most REASON_MAX characters. */
function ReasonField({ placeholder }: { placeholder?: string }) {
  const { t } = useT();
  return (
    <Form.Item
      name="reason"
      label={t('timesheets.entry.reason')}
      rules={[
        { required: true, whitespace: true, message: t('timesheets.entry.reasonRequired') },
        { max: REASON_MAX, message: t('timesheets.entry.reasonTooLong', { max: REASON_MAX }) },
      ]}
    >
      <Input.TextArea rows={3} maxLength={REASON_MAX} showCount placeholder={placeholder} />
    </Form.Item>
  );
}

interface EntryValues {
  clockIn: string;
  clockOut?: string;
  jobSiteId?: string | null;
  reason: string;
}

/** A failed save: the server's message in the dialog (the reason it was refused), not only a notice. */
function useSaveError(): [string | null, (error: unknown, fallback: string) => void, () => void] {
  const [message, setMessage] = useState<string | null>(null);
  const fail = (error: unknown, fallback: string) => {
    if (!handleUnauthorized(error)) setMessage(errorMessage(error, fallback));
  };
  return [message, fail, () => setMessage(null)];
}

interface EntryDialogProps {
  /** Whose time: the person of the week. */
  userId: string;
  /** The entry to correct; none to add one. */
  entry?: TimesheetEntry;
  /** Where a new entry starts: a day of the week shown. */
  day?: string;
  onClose: () => void;
}

export function EntryDialog({ userId, entry, day, onClose }: EntryDialogProps) {
  const { t } = useT();
  const [form] = Form.useForm<EntryValues>();
  const [correct, correcting] = useCorrectTimeEntryMutation();
  const [add, adding] = useAddTimeEntryMutation();
  const [saveError, fail, clearError] = useSaveError();
  const title = entry ? t('timesheets.entry.correctTitle') : t('timesheets.entry.addTitle');

  async function save(values: EntryValues) {
    clearError();
    const clockIn = fromLocalInput(values.clockIn);
    const clockOut = fromLocalInput(values.clockOut);
    const reason = values.reason.trim();
    try {
      if (entry) {
        // Only what changed: an unchanged clock-out of a still open entry stays open.
        await correct({
          id: entry.id,
          reason,
          ...(clockIn && values.clockIn !== toLocalInput(entry.clockIn) ? { clockIn } : {}),
          ...(clockOut && values.clockOut !== toLocalInput(entry.clockOut) ? { clockOut } : {}),
          ...((values.jobSiteId ?? null) !== entry.jobSiteId ? { jobSiteId: values.jobSiteId ?? null } : {}),
        }).unwrap();
        notify({ title: t('timesheets.entry.corrected') });
      } else {
        await add({ userId, reason, clockIn: clockIn ?? '', clockOut: clockOut ?? '', ...(values.jobSiteId ? { jobSiteId: values.jobSiteId } : {}) }).unwrap();
        notify({ title: t('timesheets.entry.added') });
      }
      onClose();
    } catch (error) {
      fail(error, entry ? t('timesheets.entry.correctFailed') : t('timesheets.entry.addFailed'));
    }
  }

  const required = (message: string) => ({ required: true, message });
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={correcting.isLoading || adding.isLoading} onClick={() => form.submit()}>
          {entry ? t('timesheets.entry.saveCorrection') : t('timesheets.entry.add')}
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={
          entry
            ? { clockIn: toLocalInput(entry.clockIn), clockOut: toLocalInput(entry.clockOut), jobSiteId: entry.jobSiteId }
            : { clockIn: day ? `${day}T07:00` : '', clockOut: day ? `${day}T15:30` : '' }
        }
      >
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(190px, 1fr))', gap: 12 }}>
          <Form.Item name="clockIn" label={t('timesheets.entry.clockIn')} rules={[required(t('timesheets.entry.clockInRequired'))]}>
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item
            name="clockOut"
            label={t('timesheets.entry.clockOut')}
            dependencies={['clockIn']}
            rules={[
              ...(entry ? [] : [required(t('timesheets.entry.clockOutRequired'))]),
              ({ getFieldValue }) => ({
                validator: (_rule, value: string | undefined) => {
                  const start = fromLocalInput(getFieldValue('clockIn') as string | undefined);
                  const end = fromLocalInput(value);
                  return !start || !end || end > start ? Promise.resolve() : Promise.reject(new Error(t('timesheets.entry.outBeforeIn')));
                },
              }),
            ]}
          >
            <Input type="datetime-local" />
          </Form.Item>
        </div>
        <Form.Item name="jobSiteId" label={t('timesheets.entry.jobSite')}>
          <RemoteSearchSelect<JobSiteOption>
            path={JOB_SITE_OPTIONS_PATH}
            toOption={jobSiteOptionOf}
            valueLabel={entry?.jobSiteName ?? undefined}
            placeholder={t('timesheets.entry.jobSitePlaceholder')}
            aria-label={t('timesheets.entry.jobSite')}
          />
        </Form.Item>
        <ReasonField placeholder={t('timesheets.entry.reasonPlaceholder')} />
      </Form>
      {saveError && <Alert type="error" showIcon title={saveError} />}
    </Modal>
  );
}

type ChangedField = TimeEntryChange['changes'][number]['field'];

/** A value of the trail, as the reader reads it: a time, the site's name (when it is the entry's), the flags. */
function changeValue(t: Translate, field: ChangedField, value: string | string[] | null, entry: TimesheetEntry): string {
  if (field === 'flags') {
    const flags = (Array.isArray(value) ? value : []) as TimesheetFlag[];
    return flags.length ? flags.map((flag) => t(`timesheet.flag.${flag}`)).join(', ') : t('timesheets.history.none');
  }
  if (value === null || Array.isArray(value)) return field === 'jobSiteId' ? t('timesheet.noSite') : t('timesheets.history.none');
  // The trail keeps a site's id; the entry knows the name of its current site only.
  if (field === 'jobSiteId') return value === entry.jobSiteId && entry.jobSiteName ? entry.jobSiteName : t('timesheets.history.otherSite');
  return t('timesheets.history.instant', { date: formatDate(value), time: formatClock(value) });
}

export function HistoryDialog({ entry, onClose }: { entry: TimesheetEntry; onClose: () => void }) {
  const { t } = useT();
  const query = useGetTimeEntryHistoryQuery(entry.id);
  const loadError = useReadError(t('timesheets.history.loadFailed'), query);
  const changes = query.data ?? [];
  return (
    <Modal
      open
      title={t('timesheets.history.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" type="primary" onClick={onClose}>
          {t('timesheets.history.close')}
        </Button>,
      ]}
    >
      {loadError && <Alert type="error" showIcon title={loadError} />}
      {query.isLoading ? (
        <Skeleton active />
      ) : changes.length === 0 ? (
        !loadError && <Empty description={t('timesheets.history.empty')} />
      ) : (
        <ol style={{ margin: 0, padding: 0 }} aria-label={t('timesheets.history.title')}>
          {changes.map((change) => (
            <li key={change.id} style={{ listStyle: 'none', padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Typography.Text strong>
                {t(`timesheets.history.${change.action}`, {
                  date: formatDate(change.at),
                  time: formatClock(change.at),
                  name: change.by ? fullNameOf(change.by) : t('timesheets.history.system'),
                })}
              </Typography.Text>
              <ul style={{ margin: '4px 0', paddingLeft: 20 }}>
                {change.changes.map((item) => (
                  <li key={item.field}>
                    {t('timesheets.history.change', {
                      field: t(`timesheets.history.field.${item.field}`),
                      old: changeValue(t, item.field, item.old, entry),
                      new: changeValue(t, item.field, item.new, entry),
                    })}
                  </li>
                ))}
              </ul>
              <Typography.Text type="secondary">{t('timesheets.history.reason', { reason: change.reason })}</Typography.Text>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}

export function UnlockDialog({ userId, week, onClose }: { userId: string; week: string; onClose: () => void }) {
  const { t } = useT();
  const [form] = Form.useForm<{ reason: string }>();
  const [unlock, { isLoading }] = useUnlockTimesheetMutation();
  const [saveError, fail, clearError] = useSaveError();

  async function save({ reason }: { reason: string }) {
    clearError();
    try {
      await unlock({ userId, week, reason: reason.trim() }).unwrap();
      notify({ title: t('timesheets.unlock.done') });
      onClose();
    } catch (error) {
      fail(error, t('timesheets.unlock.failed'));
    }
  }

  return (
    <Modal
      open
      title={t('timesheets.unlock.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" danger loading={isLoading} onClick={() => form.submit()}>
          {t('timesheets.unlock.confirm')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('timesheets.unlock.text')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={save}>
        <ReasonField />
      </Form>
      {saveError && <Alert type="error" showIcon title={saveError} />}
    </Modal>
  );
}
