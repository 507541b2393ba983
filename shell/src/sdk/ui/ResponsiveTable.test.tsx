import { render, screen, within } from '@testing-library/react';

import { ResponsiveTable } from './ResponsiveTable';

interface Price {
  id: string;
  item: string;
  vendor: string;
  price: string;
}

const rows: Price[] = [
  { id: '1', item: 'Nails', vendor: 'Menards', price: '$7.48' },
  { id: '2', item: 'Screws', vendor: "Lowe's", price: '$13.98' },
];
const columns = [
  { title: 'Item', dataIndex: 'item' },
  { title: 'Vendor', dataIndex: 'vendor' },
  { title: 'Price', dataIndex: 'price', render: (price: string) => <strong>{price}</strong> },
];

function atWidth(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width: 575px'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

describe('ResponsiveTable', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('is a table with a column per field from 576 px', async () => {
    atWidth(false);
    render(<ResponsiveTable<Price> rowKey="id" dataSource={rows} columns={columns} />);
    expect(await screen.findByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
    const nails = screen.getByRole('row', { name: /Nails/ });
    expect(within(nails).getAllByRole('cell')).toHaveLength(3);
  });

  it('under 576 px, shows each row as a card naming every field, with the column renders', async () => {
    atWidth(true);
    render(<ResponsiveTable<Price> rowKey="id" dataSource={rows} columns={columns} />);
    const nails = await screen.findByRole('row', { name: /Nails/ });
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    expect(within(nails).getAllByRole('cell')).toHaveLength(1);
    const terms = within(nails)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Item', 'Vendor', 'Price']);
    expect(within(nails).getByText('$7.48').tagName).toBe('STRONG');
  });

  it('shows a skeleton, not the empty text, until the first answer', async () => {
    atWidth(false);
    const { rerender } = render(
      <ResponsiveTable<Price> rowKey="id" loading dataSource={[]} columns={columns} locale={{ emptyText: 'No vendor prices yet' }} />,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('No vendor prices yet')).not.toBeInTheDocument();
    rerender(<ResponsiveTable<Price> rowKey="id" loading={false} dataSource={[]} columns={columns} locale={{ emptyText: 'No vendor prices yet' }} />);
    expect(await screen.findByText('No vendor prices yet')).toBeInTheDocument();
  });
});
