import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';

import { mockFetch, renderWithProviders } from '../testing';
import { RemoteSearchSelect } from './RemoteSearchSelect';

const NARROW_HINT = 'Showing the first matches: type to narrow the list';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

interface Person {
  id: string;
  name: string;
}

const people = (names: string[]): Person[] => names.map((name, index) => ({ id: `p${index}`, name }));
const toOption = (person: Person) => ({ value: person.id, label: person.name, description: `${person.id}@example.com` });
const urls = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => String(url));

interface HarnessProps {
  initial?: string;
  valueLabel?: string;
  params?: Record<string, string>;
  emptyPlaceholder?: string;
  onPick?: (value: string | undefined, row: Person | undefined) => void;
}

function Harness({ initial, valueLabel, params, emptyPlaceholder, onPick }: HarnessProps) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <RemoteSearchSelect<Person>
      path="/people"
      toOption={toOption}
      value={value}
      valueLabel={valueLabel}
      limit={2}
      params={params}
      placeholder="Pick a person"
      emptyPlaceholder={emptyPlaceholder}
      onChange={(next, row) => {
        setValue(next);
        onPick?.(next, row);
      }}
      aria-label="Person"
    />
  );
}

const optionNamed = async (label: string) => (await screen.findAllByText(label)).find((node) => node.closest('.ant-select-item-option'))!;

describe('RemoteSearchSelect', () => {
  it('asks nothing until opened, then one bounded page; typing searches on the server', async () => {
    const fetchMock = mockFetch({ 'GET /api/people': { body: people(['Ann Archer', 'Bob Baker']) } });
    const onPick = jest.fn();
    renderWithProviders(<Harness onPick={onPick} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.mouseDown(screen.getByLabelText('Person'));
    await optionNamed('Bob Baker');
    expect(urls(fetchMock)).toEqual(['/api/people?limit=2']);
    // A whole page came back: the list says that typing narrows it.
    expect(screen.getByText(NARROW_HINT)).toBeInTheDocument();
    // Each option's second line tells apart people of the same name.
    expect(screen.getByText('p1@example.com')).toBeInTheDocument();

    fetchMock.mockClear();
    fireEvent.change(screen.getByLabelText('Person'), { target: { value: ' bo ' } });
    await waitFor(() => expect(urls(fetchMock)).toEqual(['/api/people?search=bo&limit=2']));
    fireEvent.click(await optionNamed('Bob Baker'));
    expect(onPick).toHaveBeenLastCalledWith('p1', { id: 'p1', name: 'Bob Baker' });
    // The chosen label shows in the control itself, not only among the options.
    await waitFor(() => expect(screen.getAllByTitle('Bob Baker').some((node) => !node.closest('.ant-select-item-option'))).toBe(true));
  });

  it('shows an edited record’s value by its label without loading the list', async () => {
    const fetchMock = mockFetch({ 'GET /api/people': { body: [] } });
    renderWithProviders(<Harness initial="w9" valueLabel="Wanda Welder" />);
    expect(await screen.findByTitle('Wanda Welder')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when nothing matches and does not offer the narrowing hint', async () => {
    mockFetch({ 'GET /api/people': { body: [] } });
    renderWithProviders(<Harness />);
    fireEvent.mouseDown(screen.getByLabelText('Person'));
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    expect(screen.queryByText(NARROW_HINT)).not.toBeInTheDocument();
  });

  it('sends the caller’s extra parameters, each set of them its own list', async () => {
    const crews: Record<string, Person[]> = { north: people(['Ann Archer']), south: [{ id: 's0', name: 'Sam South' }] };
    const fetchMock = mockFetch({ 'GET /api/people': (_init, query) => ({ body: crews[query.get('crew') ?? ''] ?? [] }) });
    const { rerender } = renderWithProviders(<Harness params={{ crew: 'north' }} />);
    fireEvent.mouseDown(screen.getByLabelText('Person'));
    await optionNamed('Ann Archer');

    // Other parameters are another cache entry: the server is asked again, and the rows change.
    rerender(<Harness params={{ crew: 'south' }} />);
    await optionNamed('Sam South');
    expect(screen.queryByText('Ann Archer')).not.toBeInTheDocument();
    // Typing keeps them: the search is within the caller's parameters.
    fireEvent.change(screen.getByLabelText('Person'), { target: { value: 'sa' } });
    await waitFor(() =>
      expect(urls(fetchMock)).toEqual(['/api/people?crew=north&limit=2', '/api/people?crew=south&limit=2', '/api/people?crew=south&search=sa&limit=2']),
    );
  });

  it('with an empty-list placeholder, reads the unsearched page at once and says there is nothing to pick', async () => {
    const fetchMock = mockFetch({ 'GET /api/people': { body: [] } });
    renderWithProviders(<Harness emptyPlaceholder="Nobody to pick" />);
    expect(await screen.findByText('Nobody to pick')).toBeInTheDocument();
    expect(screen.queryByText('Pick a person')).not.toBeInTheDocument();
    // Opening the list reuses that page: still one request.
    fireEvent.mouseDown(screen.getByLabelText('Person'));
    expect(await screen.findAllByText('Nobody to pick')).toHaveLength(2);
    expect(urls(fetchMock)).toEqual(['/api/people?limit=2']);
  });

  it('with an empty-list placeholder and rows to pick, keeps its placeholder', async () => {
    const fetchMock = mockFetch({ 'GET /api/people': { body: people(['Ann Archer']) } });
    renderWithProviders(<Harness emptyPlaceholder="Nobody to pick" />);
    await waitFor(() => expect(urls(fetchMock)).toEqual(['/api/people?limit=2']));
    expect(await screen.findByText('Pick a person')).toBeInTheDocument();
    expect(screen.queryByText('Nobody to pick')).not.toBeInTheDocument();
  });

  it('waits for a pause in typing before it asks', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = mockFetch({ 'GET /api/people': { body: people(['Ann Archer']) } });
      renderWithProviders(<Harness />);
      fireEvent.mouseDown(screen.getByLabelText('Person'));
      for (const text of ['a', 'an', 'ann']) fireEvent.change(screen.getByLabelText('Person'), { target: { value: text } });
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      const searches = urls(fetchMock).filter((url) => url.includes('search='));
      expect(searches).toEqual(['/api/people?search=ann&limit=2']);
    } finally {
      jest.useRealTimers();
    }
  });
});
