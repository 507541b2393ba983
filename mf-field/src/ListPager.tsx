// The pager under the field's server-paged lists (Job Site Issues, Job Sites, Timesheets): which rows of the
// total are shown, and the way to every other page (page numbers on wide screens, a page box on
// phones), plus the page state itself, which never points past the last page.
import Pagination from 'antd/es/pagination';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { localeTag, useIsMobile } from 'shell/sdk';

import { useT } from './messages';

/**
 * The current page of a list whose total may shrink under it (an issue resolved by someone else,
 * a narrower search): when the page falls past the end it moves back to the last one.
 */
export function usePage(total: number | undefined, pageSize: number): [number, (page: number) => void] {
  const [page, setPage] = useState(1);
  // Adjusted while rendering, so no render asks the server for a page past the end.
  if (total !== undefined && page > 1 && (page - 1) * pageSize >= total) setPage(Math.max(1, Math.ceil(total / pageSize)));
  return [page, setPage];
}

interface ListPagerProps {
  /** What the list holds, naming its texts (`pager.issues.*`): "1-20 of 6,084 issues", "1 issue", "Pages of issues". */
  list: 'issues' | 'jobSites' | 'timesheets';
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

export function ListPager({ list, page, pageSize, total, onChange }: ListPagerProps) {
  const mobile = useIsMobile();
  const { t, language } = useT();
  if (total === 0) return null;
  const number = (value: number) => value.toLocaleString(localeTag(language));
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t(`pager.${list}.label`)}
      style={{ marginTop: 16, display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center' }}
    >
      <Typography.Text type="secondary" aria-live="polite">
        {from > to || total === 1
          ? t(`pager.${list}.count`, { count: total, total: number(total) })
          : t(`pager.${list}.range`, { from: number(from), to: number(to), total: number(total) })}
      </Typography.Text>
      {total > pageSize && (
        <Pagination current={page} pageSize={pageSize} total={total} onChange={onChange} showSizeChanger={false} simple={mobile} size="small" />
      )}
    </nav>
  );
}
