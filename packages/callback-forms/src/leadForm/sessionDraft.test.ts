import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, draftOf, readDraft, saveDraft } from './sessionDraft.js';

/** The tab's session storage, as the browser has it (these tests run in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const fieldName = fc.constantFrom(
  'name',
  'email',
  'phone',
  'personalId',
  'companyId',
  'policyNumber',
  'text',
);
const formValues = fc.dictionary(
  fieldName,
  fc.oneof(
    fc.string(),
    fc.boolean(),
    fc.integer(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
  ),
);

describe('draftOf: what of a form may be stored', () => {
  it('never an omitted field, never a field the form does not have', () => {
    fc.assert(
      fc.property(
        formValues,
        fc.uniqueArray(fieldName),
        fc.uniqueArray(fieldName),
        (values, fields, omit) => {
          const draft = draftOf(values, fields, omit);
          for (const field of Object.keys(draft)) {
            expect(omit).not.toContain(field);
            expect(fields).toContain(field);
          }
        },
      ),
    );
  });

  it('every other field of the form, with its value as it is', () => {
    fc.assert(
      fc.property(formValues, fc.uniqueArray(fieldName), (values, omit) => {
        const fields = Object.keys(values);
        const draft = draftOf(values, fields, omit);
        expect(draft).toStrictEqual(
          Object.fromEntries(Object.entries(values).filter(([field]) => !(omit as string[]).includes(field))),
        );
      }),
    );
  });

  it('no file, date or function, and no number JSON cannot hold', () => {
    const file = new Blob(['scan']);
    const draft = draftOf(
      { attachment: file, when: new Date(0), onPick: () => {}, age: Number.NaN, size: 2, files: [file] },
      ['attachment', 'when', 'onPick', 'age', 'size', 'files'],
      [],
    );
    expect(draft).toStrictEqual({ size: 2 });
  });
});

describe('the stored draft', () => {
  const key = draftKey('question', '/dotaz');
  beforeEach(() => {
    Object.assign(globalThis, { window: { sessionStorage: memoryStorage() } });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('comes back as saved, for its own form and page only', () => {
    saveDraft(key, { name: 'Jana', agreement2: true });
    expect(readDraft(key, ['name', 'agreement2'], [])).toStrictEqual({ name: 'Jana', agreement2: true });
    expect(readDraft(draftKey('question', '/pomoc'), ['name'], [])).toBeUndefined();
    expect(readDraft(draftKey('need-help', '/dotaz'), ['name'], [])).toBeUndefined();
  });

  it('brings back no field the form no longer has or now omits, and nothing from a broken entry', () => {
    saveDraft(key, { name: 'Jana', oldField: 'x', policyNumber: '8801234567' });
    expect(readDraft(key, ['name', 'policyNumber'], ['policyNumber'])).toStrictEqual({ name: 'Jana' });
    window.sessionStorage.setItem(key, '{not json');
    expect(readDraft(key, ['name'], [])).toBeUndefined();
    window.sessionStorage.setItem(key, '["Jana"]');
    expect(readDraft(key, ['name'], [])).toBeUndefined();
  });

  it('is gone once cleared', () => {
    saveDraft(key, { name: 'Jana' });
    clearDraft(key);
    expect(readDraft(key, ['name'], [])).toBeUndefined();
  });

  it('storage that refuses (a private window, a full quota) keeps nothing and throws nothing', () => {
    const refusing = memoryStorage();
    refusing.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    refusing.getItem = () => {
      throw new DOMException('Blocked', 'SecurityError');
    };
    Object.assign(globalThis, { window: { sessionStorage: refusing } });
    expect(() => saveDraft(key, { name: 'Jana' })).not.toThrow();
    expect(readDraft(key, ['name'], [])).toBeUndefined();
  });
});
