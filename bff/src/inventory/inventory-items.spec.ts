import { msg } from '../i18n/message';
import { CHECK_ALL_ITEMS, checklistProblem, INVENTORY_ITEMS } from './inventory-items';

const allTicked = () => Object.fromEntries(INVENTORY_ITEMS.map((name) => [name, true]));

describe('checklistProblem', () => {
  it('accepts the 15 checklist items, all ticked', () => {
    expect(INVENTORY_ITEMS).toHaveLength(15);
    expect(checklistProblem(allTicked())).toBeNull();
  });

  it('refuses a missing or unticked item with the spec message', () => {
    const missing: Record<string, unknown> = allTicked();
    delete missing.Paint;
    expect(checklistProblem(missing)).toBe(CHECK_ALL_ITEMS);
    expect(checklistProblem({ ...allTicked(), Nails: false })).toBe(CHECK_ALL_ITEMS);
    expect(checklistProblem({})).toBe(CHECK_ALL_ITEMS);
  });

  it('accepts an item marked short instead of ticked, unticked or left out', () => {
    const withoutPaint: Record<string, unknown> = allTicked();
    delete withoutPaint.Paint;
    expect(checklistProblem({ ...withoutPaint, Nails: false }, new Set(['nails', 'paint']))).toBeNull();
    expect(checklistProblem({ ...allTicked(), Nails: false }, new Set(['screws']))).toBe(CHECK_ALL_ITEMS);
  });

  it('names an unknown item and a value that is not a boolean', () => {
    // Messages are catalog keys with their arguments ('Unknown inventory item: Crowbar' in English).
    expect(checklistProblem({ ...allTicked(), Crowbar: true })).toBe(msg('validation.inventory.unknownItem', { item: 'Crowbar' }));
    expect(checklistProblem({ ...allTicked(), Saws: 'yes' })).toBe(msg('validation.inventory.itemNotBoolean', { item: 'Saws' }));
  });
});
