// Moving between workweeks: the week shown (as the server answered it), Previous week, Next week,
// This week, and a date field that opens the week of any date. The week lives in the address
// (`?week=`), so a week can be linked to and Back returns to the week before. The server decides
// the workweek (its first day, its time zone): the screens only ask for "the week of this date" and
// move by seven days from the weekStart it answered. Timesheets, My Timesheet, the week grid.
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useLocation, useSearchParams } from 'react-router-dom';

import { formatDate, todayIso } from '../format';
import { sdkMessages } from '../messages';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A `?week=` worth sending: a real calendar date YYYY-MM-DD of the years the server takes (2000-2999). */
export function isWeekParam(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    ISO_DATE.test(value) &&
    dayjs(value).isValid() &&
    dayjs(value).format('YYYY-MM-DD') === value &&
    value >= '2000' &&
    value < '3000'
  );
}

/** The date `weeks` weeks from `date` (YYYY-MM-DD), calendar arithmetic. */
export function shiftWeek(date: string, weeks: number): string {
  return dayjs(date)
    .add(weeks * 7, 'day')
    .format('YYYY-MM-DD');
}

/** The week asked for in the address (any date of it), else today's; and the way to change it (other parameters stay). */
export function useWeekParam(): [string, (week: string) => void] {
  const [params, setParams] = useSearchParams();
  // What the page was opened with (the admin's person's name) stays with the new week.
  const { state } = useLocation();
  const asked = params.get('week');
  const week = isWeekParam(asked) ? asked : todayIso();
  const setWeek = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('week', next);
        return updated;
      },
      { state },
    );
  return [week, setWeek];
}

export interface WeekNavProps {
  /** The date asked for. */
  week: string;
  /** The week the server answered, once it has. */
  weekStart?: string;
  weekEnd?: string;
  onChange: (week: string) => void;
}

export function WeekNav({ week, weekStart, weekEnd, onChange }: WeekNavProps) {
  const { t } = sdkMessages.useT();
  const from = weekStart ?? week;
  const today = todayIso();
  const isThisWeek = weekStart !== undefined && weekEnd !== undefined ? weekStart <= today && today <= weekEnd : week === today;
  return (
    <nav aria-label={t('weekNav.label')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 16 }}>
      <Button icon={<LeftOutlined />} onClick={() => onChange(shiftWeek(from, -1))} aria-label={t('weekNav.previous')} />
      <Typography.Text strong style={{ minWidth: 190, textAlign: 'center' }} aria-live="polite">
        {weekStart && weekEnd ? t('weekNav.range', { start: formatDate(weekStart), end: formatDate(weekEnd) }) : '\u00a0'}
      </Typography.Text>
      <Button icon={<RightOutlined />} onClick={() => onChange(shiftWeek(from, 1))} aria-label={t('weekNav.next')} />
      <Button onClick={() => onChange(today)} disabled={isThisWeek}>
        {t('weekNav.thisWeek')}
      </Button>
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Typography.Text type="secondary">{t('weekNav.goTo')}</Typography.Text>
        <Input
          type="date"
          value={week}
          min="2000-01-01"
          max="2999-12-31"
          onChange={(event) => {
            if (isWeekParam(event.target.value)) onChange(event.target.value);
          }}
          style={{ width: 160 }}
        />
      </label>
    </nav>
  );
}
