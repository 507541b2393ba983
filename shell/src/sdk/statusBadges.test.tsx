import { act, render, screen } from '@testing-library/react';

import { applyLanguage } from './i18n';
import { APPOINTMENT_REQUEST_TYPE_LABELS } from './appointments';
import { NAV_ITEMS, ROLE_LABELS } from './roles';

import { JobSiteStatusBadge, statusLabel } from './statusBadges';

it('turns underscores into spaces and capitalises the first letter', () => {
  expect(statusLabel('on_hold')).toBe('On hold');
  expect(statusLabel('active')).toBe('Active');
  expect(statusLabel('in_progress')).toBe('In progress');
});

it('shows a job site status as its badge text', () => {
  render(<JobSiteStatusBadge status="on_hold" />);
  expect(screen.getByText('On hold')).toBeInTheDocument();
});

describe('in Spanish', () => {
  afterEach(async () => {
    await act(() => applyLanguage('en'));
  });

  it('hands remotes their labels in the language shown when they are read', async () => {
    expect(ROLE_LABELS.worker).toBe('Employee');
    await act(() => applyLanguage('es'));
    expect(statusLabel('on_hold')).toBe('En pausa');
    expect(statusLabel('in_progress')).toBe('En curso');
    // A status the catalog does not know yet still reads as words.
    expect(statusLabel('awaiting_parts')).toBe('Awaiting parts');
    expect(ROLE_LABELS.worker).toBe('Trabajador');
    expect(ROLE_LABELS.foreman).toBe('Capataz');
    expect(APPOINTMENT_REQUEST_TYPE_LABELS.callback).toBe('Llamada de vuelta');
    expect(NAV_ITEMS.admin.map((item) => item.label)).toContain('Gestión del equipo');
    render(<JobSiteStatusBadge status="active" />);
    expect(screen.getByText('Activa')).toBeInTheDocument();
  });
});
