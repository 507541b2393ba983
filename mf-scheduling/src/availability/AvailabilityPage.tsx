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

import { useGetMyAvailabilityQuery, useSaveAvailabilityMutation, type DayAvailability } from './availabilityApi';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const NOTES_MAX = 500;

const styles = {
  row: { display: 'flex', flexWrap: 'wrap' as const, alignItems: 'flex-start', gap: 12, padding: '14px 0', borderBottom: '1px solid #f0f0f0' },
  day: { flex: '0 0 110px', fontWeight: 600, paddingTop: 4 },
  toggle: { flex: '0 0 150px', display: 'flex', alignItems: 'center', gap: 8, paddingTop: 4 },
  notes: { flex: '1 1 220px', minWidth: 0 },
} as const;

function DayRow({ saved }: { saved: DayAvailability }) {
  const dayName = WEEKDAYS[saved.dayOfWeek];
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
      notify({ title: 'Availability updated', description: `${dayName}: ${available ? 'available' : 'unavailable'}.` });
    } catch (error) {
      notifyError(error, 'Failed to update availability');
    }
  }

  return (
    <section style={styles.row} aria-label={dayName}>
      <div style={styles.day}>{dayName}</div>
      <div style={styles.toggle}>
        <Switch id={switchId} checked={available} onChange={setAvailable} aria-label={`Available on ${dayName}`} />
        <label htmlFor={switchId}>{available ? 'Available' : 'Unavailable'}</label>
      </div>
      <div style={styles.notes}>
        <Input.TextArea
          id={notesId}
          aria-label={`Notes for ${dayName}`}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          maxLength={NOTES_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder="Notes, e.g. available after 10 AM"
        />
      </div>
      <Button type="primary" onClick={submit} loading={saving.isLoading} disabled={!changed} aria-label={`Save ${dayName}`}>
        Save
      </Button>
    </section>
  );
}

export default function AvailabilityPage() {
  const availability = useGetMyAvailabilityQuery();
  const loadError = useReadError('Failed to load your availability', availability);

  return (
    <div>
      <PageHeader title="My Availability" subtitle="Set the days you can work; your admin sees them when scheduling" />
      {loadError && <Alert type="error" showIcon title="Error" description={loadError} style={{ marginBottom: 16 }} />}
      <Card title="Weekly Availability">
        {availability.isLoading
          ? WEEKDAYS.map((day) => <Skeleton key={day} active title={false} paragraph={{ rows: 1 }} />)
          : (availability.data ?? []).map((day) => <DayRow key={day.dayOfWeek} saved={day} />)}
      </Card>
    </div>
  );
}
