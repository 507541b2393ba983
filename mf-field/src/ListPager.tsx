// The pager under the field's server-paged lists (Job Site Issues, Job Sites): which rows of the
// total are shown, and the way to every other page (page numbers on wide screens, a page box on
// phones), plus the page state itself, which never points past the last page.
import Pagination from 'antd/es/pagination';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useIsMobile } from 'shell/sdk';

const number = (value: number) => value.toLocaleString('en-US');

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
  /** What the list holds, plural ('issues', 'job sites'): "1-20 of 6,084 issues"; and one of them ('issue'). */
  noun: string;
  singular: string;
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

export function ListPager({ noun, singular, page, pageSize, total, onChange }: ListPagerProps) {
  const mobile = useIsMobile();
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      style={{ marginTop: 16, display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center' }}
    >
      <Typography.Text type="secondary" aria-live="polite">
        {total === 1 ? `1 ${singular}` : from > to ? `${number(total)} ${noun}` : `${number(from)}-${number(to)} of ${number(total)} ${noun}`}
      </Typography.Text>
      {total > pageSize && (
        <Pagination current={page} pageSize={pageSize} total={total} onChange={onChange} showSizeChanger={false} simple={mobile} size="small" />
      )}
    </nav>
  );
}
