// A select over a list too long to send whole (2,000 workers, 400 job sites...): the server
// searches and bounds it. Any endpoint that answers `GET <path>?search=<text>&limit=<n>` with a JSON
// array works; the component never loads more than `limit` rows.
//
//   <Form.Item name="workerId" label="Worker">
//     <RemoteSearchSelect<Worker>
//       path="/users/workers"
//       toOption={(worker) => ({ value: worker.id, label: fullNameOf(worker) })}
//       valueLabel={editedShift?.worker && fullNameOf(editedShift.worker)}
//       onChange={(id, worker) => setPicked(worker)}
//       aria-label="Worker"
//     />
//   </Form.Item>
//
// It takes the whole width of its container (a dialog's field, in a Form.Item or not).
// Typing searches on the server after a short pause; when a whole page comes back the list says
// that typing narrows it (the server's order decides which rows come first). Inside a Form.Item
// it receives `value` and `onChange` like any antd input.
//
// `params` adds query parameters of the caller's own, e.g. one client's job sites only:
//   <RemoteSearchSelect path="/job-sites/options" params={{ clientId }} ... />
// They are part of the cache key (each client's list is its own entry) and changing them asks the
// server again; `search` and `limit` stay the component's.
//
// `emptyPlaceholder` says that there is nothing to pick at all (e.g. 'This client has no job
// sites'): the unsearched first page is then read as soon as the control is enabled rather than
// when first opened (one request per `params`, the very entry the list opens on, never one per
// keystroke), and an empty one shows that text instead of `placeholder`.
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { type ReactElement, useMemo, useState } from 'react';

import { api } from '../api';
import { sdkMessages } from '../messages';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../useDebouncedValue';

export interface RemoteSearchSelectProps<Row> {
  /** The endpoint under /api, e.g. '/users/workers'; it must read `search` and `limit`. */
  path: string;
  /**
   * The option a row becomes: `value` is what the form holds (an id), `label` what is shown and
   * read; `description`, when given, is a second line in the list that tells apart rows whose
   * labels are alike (two people of the same name).
   */
  toOption: (row: Row) => RemoteSearchOption;
  value?: string | null;
  /** The value, and its row when it came from the list (undefined when cleared or not loaded). */
  onChange?: (value: string | undefined, row: Row | undefined) => void;
  /** The label of a value that is not among the loaded rows (an edited record's current choice). */
  valueLabel?: string;
  /** Rows per search; the server's own maximum still applies. Default 20. */
  limit?: number;
  /** Extra query parameters sent with every search (part of the cache key), e.g. `{ clientId }`. */
  params?: Record<string, string>;
  placeholder?: string;
  /** Shown instead of `placeholder` when the list without a search is empty; see above. */
  emptyPlaceholder?: string;
  disabled?: boolean;
  /** Required: the control's accessible name. */
  'aria-label': string;
  id?: string;
}

export interface RemoteSearchOption {
  value: string;
  label: string;
  description?: string;
}

export const REMOTE_SEARCH_DEFAULT_LIMIT = 20;

const remoteSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    remoteSearch: build.query<unknown[], { path: string; search: string; limit: number; params?: Record<string, string> }>({
      query: ({ path, search, limit, params }) => ({ url: path, params: { ...params, ...(search ? { search } : {}), limit } }),
      // Every typed text is its own cache entry: drop them soon instead of keeping them forever.
      keepUnusedDataFor: 60,
    }),
  }),
});

export function RemoteSearchSelect<Row>({
  path,
  toOption,
  value,
  onChange,
  valueLabel,
  limit = REMOTE_SEARCH_DEFAULT_LIMIT,
  params,
  placeholder,
  emptyPlaceholder,
  disabled,
  'aria-label': ariaLabel,
  id,
}: RemoteSearchSelectProps<Row>): ReactElement {
  const { t } = sdkMessages.useT();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  // Nothing is fetched until the list is first opened (a dialog opened to edit reads no list).
  const [wanted, setWanted] = useState(false);
  const result = remoteSearchApi.useRemoteSearchQuery({ path, search, limit, params }, { skip: !wanted });
  const rows = useMemo(() => (result.currentData ?? []) as Row[], [result.currentData]);
  // Without a search this is the same query as the list's: one request, one cache entry.
  const unsearched = remoteSearchApi.useRemoteSearchQuery({ path, search: '', limit, params }, { skip: !emptyPlaceholder || disabled });
  const nothingToPick = Boolean(emptyPlaceholder) && unsearched.currentData?.length === 0;
  // The row of the current value, remembered when picked so its label survives a new search.
  const [picked, setPicked] = useState<RemoteSearchOption | null>(null);

  const options = useMemo(() => {
    const loaded = rows.map(toOption);
    const current = value ? (loaded.find((option) => option.value === value) ?? (picked?.value === value ? picked : null)) : null;
    const fallback = value && !current && valueLabel ? { value, label: valueLabel } : null;
    // The chosen option stays in the list (antd shows a value's label only from its options).
    const extra = current && !loaded.some((option) => option.value === current.value) ? [current] : fallback ? [fallback] : [];
    return [...extra, ...loaded];
  }, [rows, toOption, value, valueLabel, picked]);

  const fetching = result.isFetching || typed.trim() !== search;
  const full = rows.length >= limit;

  return (
    <Select<string>
      id={id}
      value={value ?? undefined}
      options={options}
      placeholder={nothingToPick ? emptyPlaceholder : placeholder}
      disabled={disabled}
      aria-label={ariaLabel}
      style={{ width: '100%' }}
      allowClear
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setWanted(true);
        else setTyped('');
      }}
      showSearch={{ filterOption: false, searchValue: typed, onSearch: setTyped, autoClearSearchValue: true }}
      loading={fetching}
      optionRender={(option) => (
        <>
          {option.label}
          {(option.data as RemoteSearchOption).description && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {(option.data as RemoteSearchOption).description}
            </Typography.Text>
          )}
        </>
      )}
      notFoundContent={
        fetching ? (
          <Spin size="small" />
        ) : result.isError ? (
          t('remoteSearch.loadFailed')
        ) : nothingToPick && !search ? (
          emptyPlaceholder
        ) : (
          t('remoteSearch.noMatches')
        )
      }
      popupRender={(menu) => (
        <>
          {menu}
          {full && !fetching && (
            <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 12px', fontSize: 12 }}>
              {t('remoteSearch.narrowHint')}
            </Typography.Text>
          )}
        </>
      )}
      onChange={(next) => {
        const row = next === undefined ? undefined : rows.find((candidate) => toOption(candidate).value === next);
        setPicked(row ? toOption(row) : null);
        setTyped('');
        onChange?.(next, row);
      }}
    />
  );
}
