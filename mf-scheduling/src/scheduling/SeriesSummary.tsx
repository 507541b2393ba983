// After a weekly series is saved: which weeks got their shift, and which were skipped and why
// (the server's reason, in the reader's language).
import Alert from 'antd/es/alert';
import Typography from 'antd/es/typography';
import { formatDate, formatTime } from 'shell/sdk';

import { useT } from '../messages';
import type { ScheduleSeries } from './schedulingApi';

export function SeriesSummary({ series }: { series: ScheduleSeries }) {
  const { t } = useT();
  const { created, skipped } = series;
  return (
    <div aria-live="polite">
      <Alert
        type={created.length === 0 ? 'error' : skipped.length > 0 ? 'warning' : 'success'}
        showIcon
        title={t('scheduling.series.summary', { created: created.length, skipped: skipped.length })}
        style={{ marginBottom: 12 }}
      />
      {created.length > 0 && (
        <section aria-labelledby="series-created-heading">
          <Typography.Title level={5} id="series-created-heading">
            {t('scheduling.series.createdHeading', { count: created.length })}
          </Typography.Title>
          <ul style={{ paddingLeft: 20 }}>
            {created.map((shift) => (
              <li key={shift.id}>
                {t('scheduling.series.createdShift', { date: formatDate(shift.date), start: formatTime(shift.startTime), end: formatTime(shift.endTime) })}
                {shift.draft && ` · ${t('scheduling.shift.draft')}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      {skipped.length > 0 && (
        <section aria-labelledby="series-skipped-heading">
          <Typography.Title level={5} id="series-skipped-heading">
            {t('scheduling.series.skippedHeading', { count: skipped.length })}
          </Typography.Title>
          <ul style={{ paddingLeft: 20 }}>
            {skipped.map(({ shift, reason }) => (
              <li key={shift.date} style={{ marginBottom: 4 }}>
                <Typography.Text strong>{formatDate(shift.date)}</Typography.Text>: {reason}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
