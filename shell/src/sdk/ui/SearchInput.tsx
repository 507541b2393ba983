// The search box above a list the server searches (Team Management, the chat's team members, Job
// Sites): it keeps what is typed and hands the list the trimmed text once typing pauses, at once
// on Enter or when cleared, and only when that text changed (so a list resets its page only for a
// new search).
//
//   <SearchInput aria-label="Search team members" placeholder="Search by name or email" onSearch={setSearch} />
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Input from 'antd/es/input';
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { sdkMessages } from '../messages';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../useDebouncedValue';

/** The server's longest search (bff/src/common/paging.ts SEARCH_MAX): longer is refused there. */
export const SEARCH_TEXT_MAX = 100;

export interface SearchInputProps {
  /** Required: the box's accessible name, e.g. 'Search team members'. */
  'aria-label': string;
  placeholder?: string;
  /** The trimmed text to search for ('' = no search). */
  onSearch: (text: string) => void;
  /** The text the box starts with, e.g. the search still in force when a list is shown again. */
  defaultValue?: string;
  style?: CSSProperties;
}

export function SearchInput({ 'aria-label': ariaLabel, placeholder, onSearch, defaultValue = '', style }: SearchInputProps) {
  const { t } = sdkMessages.useT();
  const [typed, setTyped] = useState(defaultValue);
  const settled = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const lastSearched = useRef(defaultValue.trim());
  // The latest callback, so a parent's new function each render does not restart anything.
  const onSearchRef = useRef(onSearch);
  useLayoutEffect(() => {
    onSearchRef.current = onSearch;
  });

  const search = (text: string) => {
    if (text === lastSearched.current) return;
    lastSearched.current = text;
    onSearchRef.current(text);
  };

  useEffect(() => search(settled), [settled]);

  return (
    <Input
      // A text input with the searchbox role: type="search" would add the browser's own clear
      // button next to antd's.
      role="searchbox"
      // Named for what it does (antd's own icon is named 'close-circle').
      allowClear={{ clearIcon: <CloseCircleFilled aria-label={t('search.clear')} /> }}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={ariaLabel}
      maxLength={SEARCH_TEXT_MAX}
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        if (event.target.value === '') search('');
      }}
      onPressEnter={() => search(typed.trim())}
      style={style}
    />
  );
}
