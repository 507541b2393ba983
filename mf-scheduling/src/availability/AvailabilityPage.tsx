// My Availability (/availability, worker): Sunday to Saturday, each day with an
// available switch and a notes editor, saved per day. Exposed as mf_scheduling/AvailabilityPage.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import { notify, notifyError, useReadError } from 'shell/sdk';
import { PageHeader } from 'shell/sdk/ui';

import { useT } from '../messages';
import { weekdayName, weekdayTitle } from '../schedule/scheduleDays';
import { useGetMyAvailabilityQuery, useSaveAvailabilityMutation, type DayAvailability } from './availabilityApi';

/** Sunday (0) to Saturday (6), the server's dayOfWeek. */
const WEEK = [0, 1, 2, 3, 4, 5, 6];
const NOTES_MAX = 500;

const styles = {
  row: { display: 'flex', flexWrap: 'wrap' as const, alignItems: 'flex-start', gap: 12, padding: '14px 0', borderBottom: '1px solid #f0f0f0' },
  day: { flex: '0 0 110px', fontWeight: 600, paddingTop: 4 },
  toggle: { flex: '0 0 150px', display: 'flex', alignItems: 'center', gap: 8, paddingTop: 4 },
  notes: { flex: '1 1 220px', minWidth: 0 },
} as const;

function DayRow({ saved }: { saved: DayAvailability }) {
  const { t } = useT();
  // The row's title ('Monday' / 'Lunes') and the day as a sentence names it ('Monday' / 'lunes').
  const dayTitle = weekdayTitle(saved.dayOfWeek);
  const dayName = weekdayName(saved.dayOfWeek);
  const [available, setAvailable] = useState(saved.available);
  const [notes, setNotes] = useState(saved.notes ?? '');
  const [save, saving] = useSaveAvailabilityMutation();

  // A fresh read from the server (after a save) becomes the row's starting point again: state
  // adjusted while rendering, so the row never shows the old values for a frame.
  const [start, setStart] = useState({ available: saved.available, notes: saved.notes ?? '' });
  if (start.available !== saved.available || start.notes !== (saved.notes ?? '')) {
    setStart({ available: saved.available, notes: saved.notes ?? '' });
    setAvailable(saved.available);
    setNotes(saved.notes ?? '');
  }

  const changed = available !== saved.available || notes.trim() !== (saved.notes ?? '');
  const switchId = `available-${saved.dayOfWeek}`;
  const notesId = `notes-${saved.dayOfWeek}`;

  async function submit() {
    try {
      await save({ dayOfWeek: saved.dayOfWeek, available, notes: notes.trim() }).unwrap();
      notify({
        title: t('availability.updated'),
        description: available ? t('availability.updatedAvailable', { day: dayTitle }) : t('availability.updatedUnavailable', { day: dayTitle }),
      });
    } catch (error) {
      notifyError(error, t('availability.failed'));
    }
  }

  return (
    <section style={styles.row} aria-label={dayTitle}>
      <div style={styles.day}>{dayTitle}</div>
      <div style={styles.toggle}>
        <Switch id={switchId} checked={available} onChange={setAvailable} aria-label={t('availability.availableOn', { day: dayName })} />
        <label htmlFor={switchId}>{available ? t('availability.available') : t('availability.unavailable')}</label>
      </div>
      <div style={styles.notes}>
        <Input.TextArea
          id={notesId}
          aria-label={t('availability.notesFor', { day: dayName })}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          maxLength={NOTES_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder={t('availability.notesPlaceholder')}
        />
      </div>
      <Button type="primary" onClick={submit} loading={saving.isLoading} disabled={!changed} aria-label={t('availability.saveLabel', { day: dayName })}>
        {t('availability.save')}
      </Button>
    </section>
  );
}

export default function AvailabilityPage() {
  const { t } = useT();
  const availability = useGetMyAvailabilityQuery();
  const loadError = useReadError(t('availability.loadError'), availability);

  return (
    <div>
      <PageHeader title={t('availability.title')} subtitle={t('availability.subtitle')} />
      {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} style={{ marginBottom: 16 }} />}
      <Card title={t('availability.weekly')}>
        {availability.isLoading
          ? WEEK.map((day) => <Skeleton key={day} active title={false} paragraph={{ rows: 1 }} />)
          : (availability.data ?? []).map((day) => <DayRow key={day.dayOfWeek} saved={day} />)}
      </Card>
    </div>
  );
}
