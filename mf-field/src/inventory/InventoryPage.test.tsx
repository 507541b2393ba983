import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const user = userEvent.setup({ delay: null });
import { applyLanguage } from 'shell/sdk';
import { mockFetch, renderWithProviders } from 'shell/sdk/testing';

import InventoryPage from './InventoryPage';
import { CHECKLIST_ITEMS } from './inventoryItems';

// The server's checklist, 15 items (any: the page ticks and posts exactly what it is given).
const INVENTORY_ITEMS = ['Hammers', 'Nails', ...Array.from({ length: 13 }, (_, index) => `Tool ${index + 1}`)];

describe('InventoryPage', () => {
  it('refuses to submit until all 15 items are ticked, then posts them with the shortage lines', async () => {
    let posted: unknown = null;
    const fetchMock = mockFetch({
      'GET /api/inventory/today': { body: { date: '2026-11-22', checklist: INVENTORY_ITEMS, check: null } },
      'POST /api/inventory': (init) => {
        posted = JSON.parse(String(init?.body));
        return {
          status: 201,
          body: { id: 'c1', date: '2026-11-22', items: {}, shortages: ['Nails - 2 boxes'], completed: true, createdAt: '2026-11-22T13:05:00.000Z' },
        };
      },
    });
    renderWithProviders(<InventoryPage />);
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes).toHaveLength(15);
    expect(INVENTORY_ITEMS.map((item) => screen.getByRole('checkbox', { name: item }))).toHaveLength(15);

    await user.click(screen.getByRole('checkbox', { name: 'Hammers' }));
    await user.click(screen.getByRole('button', { name: 'Submit Inventory Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check all items before submitting');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    // Plain clicks for the other 14: user-event's pointer simulation is slow on a loaded machine.
    for (const item of INVENTORY_ITEMS.slice(1)) fireEvent.click(screen.getByRole('checkbox', { name: item }));
    expect(screen.getByText('15 of 15 items checked')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Other shortages (optional)'), { target: { value: 'Nails - 2 boxes\n\n  ' } });
    await user.click(screen.getByRole('button', { name: 'Submit Inventory Check' }));
    await screen.findByText('Inventory check complete');
    expect(posted).toEqual({ items: Object.fromEntries(INVENTORY_ITEMS.map((item) => [item, true])), shortages: ['Nails - 2 boxes'], completed: true });
  });

  it('an item marked short with a quantity and unit counts as checked and is sent as a shortage', async () => {
    let posted: unknown = null;
    mockFetch({
      'GET /api/inventory/today': { body: { date: '2026-11-22', checklist: INVENTORY_ITEMS, check: null } },
      'POST /api/inventory': (init) => {
        posted = JSON.parse(String(init?.body));
        return {
          status: 201,
          body: { id: 'c1', date: '2026-11-22', items: {}, shortages: ['Nails - 2 boxes'], completed: true, createdAt: '2026-11-22T13:05:00.000Z' },
        };
      },
    });
    renderWithProviders(<InventoryPage />);
    await screen.findAllByRole('checkbox');
    for (const item of INVENTORY_ITEMS) fireEvent.click(screen.getByRole('checkbox', { name: item }));
    // Marking a ticked item short takes the tick back: an item is all there or short.
    fireEvent.click(screen.getByRole('button', { name: 'Mark Nails short' }));
    expect(screen.getByRole('checkbox', { name: 'Nails' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Mark Nails short' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('15 of 15 items checked (1 short)')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Nails: quantity needed'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Submit Inventory Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter how many Nails are needed (1 to 10,000)');
    expect(posted).toBeNull();

    fireEvent.change(screen.getByLabelText('Nails: quantity needed'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Nails: unit'), { target: { value: ' boxes ' } });
    fireEvent.change(screen.getByLabelText('Other shortages (optional)'), { target: { value: '3 Safety Vests' } });
    await user.click(screen.getByRole('button', { name: 'Submit Inventory Check' }));
    await screen.findByText('Inventory check complete');
    expect(posted).toEqual({
      items: Object.fromEntries(INVENTORY_ITEMS.map((item) => [item, item !== 'Nails'])),
      shortages: [{ itemName: 'Nails', quantity: 2, unit: 'boxes' }, '3 Safety Vests'],
      completed: true,
    });
  });

  it('shows the completion notice with the time instead of the form once today’s check is stored', async () => {
    mockFetch({
      'GET /api/inventory/today': {
        body: {
          date: '2026-11-22',
          checklist: INVENTORY_ITEMS,
          check: { id: 'c1', date: '2026-11-22', items: {}, shortages: ['Paint'], completed: true, createdAt: '2026-11-22T13:05:00.000Z' },
        },
      },
    });
    renderWithProviders(<InventoryPage />);
    expect(await screen.findByText('Inventory Check Complete')).toBeInTheDocument();
    expect(screen.getByText(/completed at \d{1,2}:\d{2} (AM|PM)/)).toBeInTheDocument();
    expect(screen.getByText('Paint')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => applyLanguage('en'));
    });

    it('shows every item in Spanish but sends the server’s own names', async () => {
      let posted: { items: Record<string, boolean>; shortages: unknown[] } | null = null;
      mockFetch({
        'GET /api/inventory/today': { body: { date: '2026-11-22', checklist: CHECKLIST_ITEMS, check: null } },
        'POST /api/inventory': (init) => {
          posted = JSON.parse(String(init?.body));
          return {
            status: 201,
            body: { id: 'c1', date: '2026-11-22', items: {}, shortages: ['Nails - 2 cajas'], completed: true, createdAt: '2026-11-22T13:05:00.000Z' },
          };
        },
      });
      await act(() => applyLanguage('es'));
      renderWithProviders(<InventoryPage />);
      expect(await screen.findByRole('heading', { name: 'Revisión diaria de inventario' })).toBeInTheDocument();
      await screen.findAllByRole('checkbox');
      expect(screen.queryByRole('checkbox', { name: 'Hammers' })).not.toBeInTheDocument();
      const spanish = ['Martillos', 'Taladros', 'Sierras', 'Cinta métrica', 'Nivel', 'Cascos de seguridad', 'Lentes de seguridad', 'Guantes'];
      for (const item of [...spanish, 'Botiquín de primeros auxilios', 'Madera 2x4', 'Clavos', 'Tornillos', 'Mezcla de concreto', 'Pintura', 'Brochas']) {
        fireEvent.click(screen.getByRole('checkbox', { name: item }));
      }
      fireEvent.click(screen.getByRole('button', { name: 'Marcar Clavos como faltante' }));
      expect(screen.getByText('15 de 15 artículos revisados (1 faltante)')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Clavos: cantidad necesaria'), { target: { value: '' } });
      await user.click(screen.getByRole('button', { name: 'Enviar revisión de inventario' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Indique la cantidad necesaria de Clavos (de 1 a 10,000)');

      fireEvent.change(screen.getByLabelText('Clavos: cantidad necesaria'), { target: { value: '2' } });
      fireEvent.change(screen.getByLabelText('Clavos: unidad'), { target: { value: 'cajas' } });
      await user.click(screen.getByRole('button', { name: 'Enviar revisión de inventario' }));
      await screen.findByText('Revisión de inventario hecha');
      expect(posted).toEqual({
        items: Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, item !== 'Nails'])),
        shortages: [{ itemName: 'Nails', quantity: 2, unit: 'cajas' }],
        completed: true,
      });
    });

    it('names a stored shortage of a checklist item in Spanish and keeps a typed line as written', async () => {
      mockFetch({
        'GET /api/inventory/today': {
          body: {
            date: '2026-11-22',
            checklist: CHECKLIST_ITEMS,
            check: {
              id: 'c1',
              date: '2026-11-22',
              items: {},
              shortages: ['Nails - 2 boxes', '3 Safety Vests'],
              completed: true,
              createdAt: '2026-11-22T13:05:00.000Z',
            },
          },
        },
      });
      await act(() => applyLanguage('es'));
      renderWithProviders(<InventoryPage />);
      expect(await screen.findByText('Clavos - 2 boxes')).toBeInTheDocument();
      expect(screen.getByText('3 Safety Vests')).toBeInTheDocument();
      expect(screen.getByText(/La revisión de inventario de hoy se hizo a las \d{1,2}:\d{2}/)).toBeInTheDocument();
    });
  });
});
