import { act, fireEvent, render, screen } from '@testing-library/react';

import { SEARCH_DEBOUNCE_MS } from '../useDebouncedValue';
import { SEARCH_TEXT_MAX, SearchInput } from './SearchInput';

const box = () => screen.getByRole('searchbox', { name: 'Search team members' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const wait = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

describe('SearchInput', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a labelled search box that searches the trimmed text once typing pauses', async () => {
    const onSearch = jest.fn();
    render(<SearchInput aria-label="Search team members" placeholder="Search by name or email" onSearch={onSearch} />);
    expect(box()).toHaveAttribute('placeholder', 'Search by name or email');
    expect(box()).toHaveAttribute('maxlength', String(SEARCH_TEXT_MAX));

    for (const text of ['w', 'wa', ' wan ']) type(text);
    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(onSearch).not.toHaveBeenCalled();
    await wait(1);
    expect(onSearch.mock.calls).toEqual([['wan']]);
    // The box keeps what was typed, spaces included.
    expect(box()).toHaveValue(' wan ');
  });

  it('searches at once on Enter, and not again when the pause ends with the same text', async () => {
    const onSearch = jest.fn();
    render(<SearchInput aria-label="Search team members" onSearch={onSearch} />);
    type('fred ');
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSearch.mock.calls).toEqual([['fred']]);
    await wait(SEARCH_DEBOUNCE_MS * 2);
    expect(onSearch.mock.calls).toEqual([['fred']]);
  });

  it('clears the search at once with its clear button', async () => {
    const onSearch = jest.fn();
    render(<SearchInput aria-label="Search team members" onSearch={onSearch} />);
    type('fred');
    await wait(SEARCH_DEBOUNCE_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch.mock.calls).toEqual([['fred'], ['']]);
    expect(box()).toHaveValue('');
    await wait(SEARCH_DEBOUNCE_MS * 2);
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('starts from a search still in force without searching it again', async () => {
    const onSearch = jest.fn();
    render(<SearchInput aria-label="Search team members" defaultValue="wanda" onSearch={onSearch} />);
    expect(box()).toHaveValue('wanda');
    await wait(SEARCH_DEBOUNCE_MS * 2);
    expect(onSearch).not.toHaveBeenCalled();
    // Spaces alone are no search: only a change of the trimmed text is one.
    type('wanda  ');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(onSearch).not.toHaveBeenCalled();
    type('   ');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(onSearch.mock.calls).toEqual([['']]);
  });
});
