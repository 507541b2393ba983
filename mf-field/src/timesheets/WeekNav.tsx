// Moving between workweeks: the week shown (as the server answered it), Previous week, Next week,
// This week, and a date field that opens the week of any date. The week lives in the address
// (`?week=`), so a week can be linked to and Back returns to the week before.
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { formatDate, todayIso, useLocation, useSearchParams } from 'shell/sdk';

import { useT } from '../messages';
import { isWeekParam, shiftWeek } from './week';

/** The week asked for in the address (any date of it), else today's; and the way to change it. */
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

interface WeekNavProps {
  /** The date asked for. */
  week: string;
  /** The week the server answered, once it has. */
  weekStart?: string;
  weekEnd?: string;
  onChange: (week: string) => void;
}

export function WeekNav({ week, weekStart, weekEnd, onChange }: WeekNavProps) {
  const { t } = useT();
  const from = weekStart ?? week;
  const today = todayIso();
  const isThisWeek = weekStart !== undefined && weekEnd !== undefined ? weekStart <= today && today <= weekEnd : week === today;
  return (
    <nav aria-label={t('timesheet.weekNav')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 16 }}>
      <Button icon={<LeftOutlined />} onClick={() => onChange(shiftWeek(from, -1))} aria-label={t('timesheet.previousWeek')} />
      <Typography.Text strong style={{ minWidth: 190, textAlign: 'center' }} aria-live="polite">
        {weekStart && weekEnd ? t('timesheet.weekRange', { start: formatDate(weekStart), end: formatDate(weekEnd) }) : '\u00a0'}
      </Typography.Text>
      <Button icon={<RightOutlined />} onClick={() => onChange(shiftWeek(from, 1))} aria-label={t('timesheet.nextWeek')} />
      <Button onClick={() => onChange(today)} disabled={isThisWeek}>
        {t('timesheet.thisWeek')}
      </Button>
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Typography.Text type="secondary">{t('timesheet.goToWeek')}</Typography.Text>
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
