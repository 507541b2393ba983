// One person's workweek, as My Timesheet and the admin's Timesheets show it: the week's status and
// totals, then each day with its entries (clock in and out, site), its worked, unpaid break,
// regular and overtime time, and its flags, then what each flag of the week means. Hours are
// H:MM. The admin's screen adds its actions to each entry (Correct, History).
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { formatDate } from 'shell/sdk';
import { fullNameOf } from 'shell/sdk/ui';

import { formatClock } from '../clock';
import type { Timesheet, TimesheetDay, TimesheetEntry, TimesheetFlag } from '../fieldTypes';
import { hoursAndMinutes } from '../jobSites/costs';
import { useT } from '../messages';
import { dayLabel } from './week';

type Minutes = Pick<TimesheetDay, 'workedMinutes' | 'unpaidBreakMinutes' | 'regularMinutes' | 'overtimeMinutes'>;

/** Worked, unpaid break, regular and overtime, as "label value" pairs. */
function MinuteTotals({ minutes, label }: { minutes: Minutes; label: string }) {
  const { t } = useT();
  const items: [string, number][] = [
    [t('timesheet.worked'), minutes.workedMinutes],
    [t('timesheet.unpaidBreak'), minutes.unpaidBreakMinutes],
    [t('timesheet.regular'), minutes.regularMinutes],
    [t('timesheet.overtime'), minutes.overtimeMinutes],
  ];
  return (
    <dl aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 20px', margin: 0 }}>
      {items.map(([name, value]) => (
        <div key={name} style={{ display: 'flex', gap: 6, alignItems: 'baseline' }}>
          <dt className="text-secondary">{name}</dt>
          <dd style={{ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{hoursAndMinutes(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FlagTag({ flag }: { flag: TimesheetFlag }) {
  const { t } = useT();
  return (
    <Tag color={flag === 'auto_clock_out' || flag === 'missed_meal_break' || flag === 'no_day_of_rest' ? 'red' : 'orange'}>{t(`timesheet.flag.${flag}`)}</Tag>
  );
}

/**
 * A punch the phone recorded while it had no signal and sent later: its time is the device's clock
 * (the server checked it was neither ahead nor more than a day old). The tag says so in two words;
 * its title (on hover) and the hidden text (for screen readers) say which punch and why.
 */
function SentLaterTag({ entry }: { entry: Pick<TimesheetEntry, 'clockInOffline' | 'clockOutOffline'> }) {
  const { t } = useT();
  if (!entry.clockInOffline && !entry.clockOutOffline) return null;
  const which = entry.clockInOffline && entry.clockOutOffline ? 'both' : entry.clockInOffline ? 'clockIn' : 'clockOut';
  const explanation = t(`timesheet.sentLater.${which}`);
  return (
    <Tag color="geekblue" title={explanation}>
      {t('timesheet.sentLater.tag')}
      <span className="visually-hidden">{t('timesheet.sentLater.explained', { explanation })}</span>
    </Tag>
  );
}

/** "Open", or "Approved by Ana Ruiz on Nov 29, 2026". */
export function WeekStatus({ timesheet }: { timesheet: Pick<Timesheet, 'status' | 'approvedAt' | 'approvedBy'> }) {
  const { t } = useT();
  if (timesheet.status !== 'approved') return <Tag color="blue">{t('timesheet.status.open')}</Tag>;
  return (
    <Tag color="green" style={{ whiteSpace: 'normal' }}>
      {timesheet.approvedBy
        ? t('timesheet.status.approvedBy', { name: fullNameOf(timesheet.approvedBy), date: formatDate(timesheet.approvedAt) })
        : t('timesheet.status.approvedOn', { date: formatDate(timesheet.approvedAt) })}
    </Tag>
  );
}

function EntryLine({ entry, actions }: { entry: TimesheetEntry; actions?: ReactNode }) {
  const { t } = useT();
  return (
    <li style={{ listStyle: 'none', padding: '6px 0', display: 'flex', flexWrap: 'wrap', gap: '4px 12px', alignItems: 'center' }}>
      <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
        {entry.clockOut
          ? t('timesheet.entryRange', { start: formatClock(entry.clockIn), end: formatClock(entry.clockOut) })
          : t('timesheet.entryOpen', { start: formatClock(entry.clockIn) })}
      </Typography.Text>
      <Typography.Text type="secondary">{entry.jobSiteName ?? t('timesheet.noSite')}</Typography.Text>
      {entry.source !== 'self' && <Typography.Text type="secondary">{t(`timesheet.source.${entry.source}`)}</Typography.Text>}
      {entry.flags.map((flag) => (
        <FlagTag key={flag} flag={flag} />
      ))}
      <SentLaterTag entry={entry} />
      {actions && <span style={{ display: 'inline-flex', gap: 8, marginLeft: 'auto' }}>{actions}</span>}
    </li>
  );
}

function Day({ day, entryActions }: { day: TimesheetDay; entryActions?: (entry: TimesheetEntry) => ReactNode }) {
  const { t, language } = useT();
  const name = dayLabel(day.date, language);
  return (
    <section aria-label={name} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '4px 16px', alignItems: 'baseline' }}>
        <h2 style={{ margin: 0, fontSize: '1rem', textTransform: 'capitalize' }}>{name}</h2>
        {day.entries.length > 0 && <MinuteTotals minutes={day} label={t('timesheet.dayTotals', { day: name })} />}
      </div>
      {day.entries.length === 0 ? (
        <Typography.Text type="secondary">{t('timesheet.noTime')}</Typography.Text>
      ) : (
        <ul style={{ margin: 0, padding: 0 }} aria-label={t('timesheet.entriesOf', { day: name })}>
          {day.entries.map((entry) => (
            <EntryLine key={entry.id} entry={entry} actions={entryActions?.(entry)} />
          ))}
        </ul>
      )}
      {day.flags.filter((flag) => flag === 'missed_meal_break' || flag === 'no_day_of_rest').length > 0 && (
        <div style={{ marginTop: 4 }}>
          {day.flags
            .filter((flag) => flag === 'missed_meal_break' || flag === 'no_day_of_rest')
            .map((flag) => (
              <FlagTag key={flag} flag={flag} />
            ))}
        </div>
      )}
    </section>
  );
}

/** Who approved and unlocked the week, and why it was unlocked; shown once it was ever unlocked (an approval alone is the status). */
function WeekTrail({ trail }: { trail: Timesheet['trail'] }) {
  const { t } = useT();
  if (!trail.some((step) => step.action === 'unlocked')) return null;
  const nameOf = (step: Timesheet['trail'][number]) => (step.by ? fullNameOf(step.by) : t('timesheet.someone'));
  return (
    <section aria-label={t('timesheet.trailTitle')} style={{ marginTop: 12 }}>
      <Typography.Text strong>{t('timesheet.trailTitle')}</Typography.Text>
      <ul style={{ margin: '4px 0 0', paddingLeft: 0 }}>
        {trail.map((step) => (
          <li key={`${step.action}-${step.at}`} style={{ listStyle: 'none', padding: '2px 0' }}>
            {step.action === 'approved'
              ? t('timesheet.status.approvedBy', { name: nameOf(step), date: formatDate(step.at) })
              : t('timesheet.status.unlockedBy', { name: nameOf(step), date: formatDate(step.at), reason: step.reason ?? '' })}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface TimesheetWeekProps {
  timesheet: Timesheet;
  /** Buttons shown on each entry (the admin's Correct and History). */
  entryActions?: (entry: TimesheetEntry) => ReactNode;
}

export function TimesheetWeek({ timesheet, entryActions }: TimesheetWeekProps) {
  const { t } = useT();
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card title={t('timesheet.weekTotals')}>
        <div style={{ marginBottom: 12 }}>
          <WeekStatus timesheet={timesheet} />
        </div>
        <MinuteTotals minutes={timesheet.totals} label={t('timesheet.weekTotals')} />
        {timesheet.flags.length > 0 && (
          <section aria-label={t('timesheet.flagsTitle')} style={{ marginTop: 12 }}>
            <Typography.Text strong>{t('timesheet.flagsTitle')}</Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingLeft: 0 }}>
              {timesheet.flags.map((flag) => (
                <li key={flag} style={{ listStyle: 'none', padding: '2px 0' }}>
                  <FlagTag flag={flag} /> <Typography.Text>{t(`timesheet.flagHelp.${flag}`)}</Typography.Text>
                </li>
              ))}
            </ul>
          </section>
        )}
        <WeekTrail trail={timesheet.trail} />
      </Card>
      <Card title={t('timesheet.days')}>
        {timesheet.days.map((day) => (
          <Day key={day.date} day={day} entryActions={entryActions} />
        ))}
      </Card>
    </div>
  );
}
