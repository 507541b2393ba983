// The Schedule Worker dialog: create a shift (or a weekly series of them), or edit one. Warns about
// the worker's weekday availability, other shifts that day and approved time off before saving;
// when the server's check has warnings, Save asks the admin to confirm them first.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useEffect, useRef, useState } from 'react';
import { formatDate, notify, notifyError, ROLE_LABELS, type Schedule, todayIso, type User } from 'shell/sdk';
import { fullNameOf, RemoteSearchSelect } from 'shell/sdk/ui';

import { messages, useT } from '../messages';
import { isTimeOfDay, REPEAT_WEEKS_MAX, repeatUntilProblem, scheduleWarnings, warningsToConfirm } from './scheduleRules';
import { SeriesSummary } from './SeriesSummary';
import { ShiftFields } from './ShiftFields';
import {
  type ScheduleInput,
  type ScheduleSeries,
  useCheckScheduleQuery,
  useCreateScheduleMutation,
  useCreateScheduleSeriesMutation,
  useUpdateScheduleMutation,
} from './schedulingApi';

interface ScheduleDialogProps {
  open: boolean;
  /** The shift being edited; none for a new one. */
  shift?: Schedule | null;
  /** A new shift's worker and day, chosen before opening (a cell of the week grid). */
  prefill?: { worker: Pick<User, 'id' | 'firstName' | 'lastName'>; date: string };
  /** A new shift's Draft box starts ticked (the week grid's draft mode). */
  draftByDefault?: boolean;
  onClose: () => void;
}

/** The people a shift can be given to (workers and foremen), searched by the server. */
export const SCHEDULABLE_PEOPLE_PATH = '/users/schedulable';

// The email tells apart two people of the same name (a company of thousands has several).
const personOption = (person: User) => ({
  value: person.id,
  label: messages.t('scheduling.dialog.personOption', { name: fullNameOf(person), role: ROLE_LABELS[person.role] }),
  description: person.email,
});

export function ScheduleDialog({ open, shift, prefill, draftByDefault = false, onClose }: ScheduleDialogProps) {
  const { t } = useT();
  const [form] = Form.useForm<ScheduleInput>();
  const editing = Boolean(shift);
  const [createSchedule, creating] = useCreateScheduleMutation();
  const [updateSchedule, updating] = useUpdateScheduleMutation();
  const [createSeries, creatingSeries] = useCreateScheduleSeriesMutation();
  // The values waiting for the admin to confirm the check's warnings, and a saved series' summary.
  const [confirming, setConfirming] = useState<ScheduleInput | null>(null);
  const [series, setSeries] = useState<ScheduleSeries | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  const workerId = Form.useWatch('workerId', form);
  const date = Form.useWatch('date', form);
  const startTime = Form.useWatch('startTime', form);
  const endTime = Form.useWatch('endTime', form);
  const validDate = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date);
  // With a start, the server also names a shift those hours overlap and counts the week's hours.
  const hours = isTimeOfDay(startTime) ? { startTime, ...(isTimeOfDay(endTime) ? { endTime } : {}) } : {};
  const check = useCheckScheduleQuery(
    { workerId: workerId ?? '', date: date ?? '', ...hours, ...(shift ? { excludeId: shift.id } : {}) },
    { skip: !open || !workerId || !validDate },
  );
  // Whom the warnings name: the person picked, else the edited shift's.
  const [picked, setPicked] = useState<Pick<User, 'id' | 'firstName' | 'lastName'> | undefined>(shift?.worker ?? prefill?.worker);
  const worker = picked && picked.id === workerId ? picked : undefined;
  const warnings = scheduleWarnings(check.currentData, worker, validDate ? date : '');
  const toConfirm = warningsToConfirm(check.currentData, worker, validDate ? date : '');

  /** Save, or first the confirm step when the check has warnings (the server would save anyway). */
  function submit(input: ScheduleInput) {
    if ((check.currentData?.warnings.length ?? 0) > 0) setConfirming(input);
    else void save(input);
  }

  async function save(input: ScheduleInput) {
    // An emptied End Time or Repeat is left out: the server then ends the shift 8 hours after its
    // start, and makes one shift. Draft unticked is left out too: a new shift is published unless asked otherwise.
    const { endTime, draft, repeatWeeklyUntil, ...rest } = input;
    const values: ScheduleInput = { ...rest, ...(endTime ? { endTime } : {}), ...(draft ? { draft } : {}) };
    try {
      if (!shift && repeatWeeklyUntil) {
        const made = await createSeries({ ...values, repeatWeeklyUntil }).unwrap();
        setConfirming(null);
        setSeries(made);
        return;
      }
      const saved = shift ? await updateSchedule({ id: shift.id, ...values }).unwrap() : await createSchedule(values).unwrap();
      const who = saved.worker ? fullNameOf(saved.worker) : t('scheduling.dialog.theWorker');
      notify({
        title: shift ? t('scheduling.dialog.updated') : t('scheduling.dialog.created'),
        description: t('scheduling.dialog.savedDescription', {
          name: who,
          site: saved.jobSite?.name ?? t('scheduling.dialog.theJobSite'),
          date: formatDate(saved.date),
        }),
      });
      onClose();
    } catch (error) {
      setConfirming(null);
      notifyError(error, shift ? t('scheduling.dialog.updateFailed') : t('scheduling.dialog.createFailed'));
    }
  }

  const saving = creating.isLoading || updating.isLoading || creatingSeries.isLoading;
  const saveLabel = editing ? t('scheduling.dialog.saveChanges') : t('scheduling.dialog.titleNew');
  const footer = series
    ? [
        <Button key="done" type="primary" onClick={onClose}>
          {t('scheduling.series.done')}
        </Button>,
      ]
    : confirming
      ? [
          <Button key="back" onClick={() => setConfirming(null)}>
            {t('scheduling.confirm.back')}
          </Button>,
          <Button key="anyway" type="primary" loading={saving} onClick={() => void save(confirming)}>
            {t('scheduling.confirm.scheduleAnyway')}
          </Button>,
        ]
      : [
          <Button key="cancel" onClick={onClose}>
            {t('common.cancel')}
          </Button>,
          <Button key="save" type="primary" loading={saving} onClick={() => form.submit()}>
            {saveLabel}
          </Button>,
        ];

  return (
    <Modal
      open={open}
      title={series ? t('scheduling.series.title') : editing ? t('scheduling.dialog.titleEdit') : t('scheduling.dialog.titleNew')}
      onCancel={onClose}
      destroyOnHidden
      footer={footer}
    >
      {series && <SeriesSummary series={series} />}
      {confirming && (
        <section aria-labelledby="schedule-confirm-heading">
          <h3 id="schedule-confirm-heading" ref={confirmHeading} tabIndex={-1} style={{ fontSize: 16, marginTop: 0 }}>
            {t('scheduling.confirm.title')}
          </h3>
          <p>{t('scheduling.confirm.intro')}</p>
          <ul style={{ paddingLeft: 20 }}>
            {toConfirm.map((warning) => (
              <li key={warning.kind} style={{ marginBottom: 4 }}>
                {warning.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* destroyOnHidden remounts the form on each opening, so initialValues start it fresh. Hidden
          (not unmounted) while confirming or summing up, so that its values stay. */}
      <Form
        form={form}
        layout="vertical"
        hidden={Boolean(confirming || series)}
        onFinish={submit}
        initialValues={
          shift
            ? {
                workerId: shift.workerId,
                jobSiteId: shift.jobSiteId,
                date: shift.date,
                meetTime: shift.meetTime,
                startTime: shift.startTime,
                endTime: shift.endTime,
              }
            : { workerId: prefill?.worker.id, date: prefill?.date, draft: draftByDefault }
        }
      >
        <Form.Item name="workerId" label={t('common.worker')} rules={[{ required: true, message: t('scheduling.dialog.workerRequired') }]}>
          <RemoteSearchSelect<User>
            path={SCHEDULABLE_PEOPLE_PATH}
            toOption={personOption}
            valueLabel={shift?.worker ? fullNameOf(shift.worker) : prefill && fullNameOf(prefill.worker)}
            onChange={(_id, person) => setPicked(person)}
            placeholder={t('scheduling.dialog.workerPlaceholder')}
            aria-label={t('common.worker')}
          />
        </Form.Item>
        <ShiftFields jobSiteName={shift?.jobSite?.name} />
        {/* A draft and a repeat are only ever new shifts: an edited one keeps whether it was published, and its series. */}
        {!editing && (
          <Form.Item
            name="repeatWeeklyUntil"
            label={t('scheduling.dialog.repeatWeeklyUntil')}
            extra={t('scheduling.dialog.repeatHelp', { weeks: REPEAT_WEEKS_MAX })}
            dependencies={['date']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, value: string | undefined) => {
                  const problem = repeatUntilProblem(getFieldValue('date') as string | undefined, value || undefined);
                  if (problem === 'beforeDate') return Promise.reject(new Error(t('scheduling.dialog.repeatBeforeDate')));
                  if (problem === 'tooFar') return Promise.reject(new Error(t('scheduling.dialog.repeatTooFar', { weeks: REPEAT_WEEKS_MAX })));
                  return Promise.resolve();
                },
              }),
            ]}
          >
            <Input type="date" min={validDate ? date : todayIso()} style={{ maxWidth: 240 }} />
          </Form.Item>
        )}
        {!editing && (
          <Form.Item name="draft" valuePropName="checked">
            <Checkbox>{t('scheduling.dialog.draft')}</Checkbox>
          </Form.Item>
        )}
        <div aria-live="polite">
          {warnings.map((warning) => (
            <Alert key={warning.kind} type={warning.severity} showIcon title={warning.message} style={{ marginBottom: 8 }} />
          ))}
        </div>
      </Form>
    </Modal>
  );
}
