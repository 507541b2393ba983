// Every table of the app: antd's Table at 576 px and wider; under 576 px (a phone) each row becomes
// a card listing every column as "label: value", so no column (a price, an amount, a row's
// actions) is ever scrolled out of sight. Same props as antd's Table, same paging and empty text
// at both widths; while `loading` with no rows yet, the sdk's ListSkeleton, never the empty text.
//
//   <ResponsiveTable<Invoice> rowKey="id" dataSource={invoices} columns={[...]} />
//
// antd's Table loads with the first table shown, not with the sdk's components, which every page
// loads (the page title): a page without a table downloads none of it.
import type { ColumnType, TableProps } from 'antd/es/table';
import { type ComponentType, type Key, lazy, type ReactNode, Suspense } from 'react';

import { useIsPhone } from '../responsive';
import { ListSkeleton } from '../ListSkeleton';

const Table = lazy(() => import('antd/es/table')) as unknown as ComponentType<TableProps<object>>;

export type ResponsiveTableProps<T extends object> = TableProps<T>;

type Column<T> = ColumnType<T>;

function cellValue<T extends object>(column: Column<T>, record: T): unknown {
  const { dataIndex } = column;
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key as string | number], record);
}

function renderCell<T extends object>(column: Column<T>, record: T, index: number): ReactNode {
  const value = cellValue(column, record);
  if (column.render) return column.render(value, record, index) as ReactNode;
  return value as ReactNode;
}

const columnKey = <T,>(column: Column<T>, position: number): Key =>
  column.key ?? (Array.isArray(column.dataIndex) ? column.dataIndex.join('.') : (column.dataIndex as Key | undefined)) ?? position;

/** One row as a card: every column's title and its cell, one under the other. */
function RowCard<T extends object>({ columns, record, index }: { columns: Column<T>[]; record: T; index: number }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(5.5rem, max-content) minmax(0, 1fr)', gap: '6px 12px', margin: 0, alignItems: 'baseline' }}>
      {columns.map((column, position) => (
        <div key={columnKey(column, position)} style={{ display: 'contents' }}>
          <dt className="text-secondary" style={{ fontSize: 13 }}>
            {typeof column.title === 'function' ? null : column.title}
          </dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere', textAlign: 'left' }}>{renderCell(column, record, index)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ResponsiveTable<T extends object>(props: ResponsiveTableProps<T>) {
  const phone = useIsPhone();
  // Until the first answer, rows of grey, not antd's spinner over the empty text.
  if (props.loading && !props.dataSource?.length) return <ListSkeleton rows={3} />;
  const columns = (props.columns ?? []) as Column<T>[];
  const shown: TableProps<T> = phone
    ? {
        ...props,
        // Nothing wider than the screen: one column of cards, no horizontal scroll, no header
        // (each card names its fields).
        scroll: undefined,
        showHeader: false,
        columns: [{ key: 'card', render: (_value: unknown, record: T, index: number) => <RowCard columns={columns} record={record} index={index} /> }],
      }
    : props;
  return (
    <Suspense fallback={<ListSkeleton rows={3} />}>
      <Table {...(shown as unknown as TableProps<object>)} />
    </Suspense>
  );
}
