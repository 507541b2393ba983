import { checkCatalogs } from './checkCatalogs';

describe('checkCatalogs', () => {
  it('accepts catalogs that agree, plural forms included', () => {
    const en = { list: { title: 'Shifts', count_one: 'One shift', count_other: '{{count}} shifts' } };
    const es = { list: { title: 'Turnos', count_one: 'Un turno', count_many: '{{count}} de turnos', count_other: '{{count}} turnos' } };
    expect(checkCatalogs(en, es)).toEqual([]);
  });

  it('names every missing, extra, empty and untranslated text and every placeholder mismatch', () => {
    const en = { a: 'Save', b: 'Cancel', c: 'Hello {{name}}', d: 'OK', e: 'Delete' };
    const es = { a: 'Guardar', b: '', c: 'Hola {{nombre}}', d: 'OK', f: 'Extra' };
    expect(checkCatalogs(en, es).sort()).toEqual(
      ['empty in es: b', 'missing in es: e', 'not translated: d (OK)', 'only in es: f', 'placeholders differ: c (en: name; es: nombre)'].sort(),
    );
    expect(checkCatalogs(en, es, { sameInBoth: ['d'] })).not.toContain('not translated: d (OK)');
  });
});
