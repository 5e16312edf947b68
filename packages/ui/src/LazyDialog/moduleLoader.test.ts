import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createModuleLoader } from './moduleLoader.js';

describe('createModuleLoader', () => {
  it('imports once, then answers from memory', async () => {
    const importer = vi.fn(async () => 'modal');
    const loader = createModuleLoader(importer);
    expect(loader.current()).toBeUndefined();
    await expect(loader.load()).resolves.toBe('modal');
    await expect(loader.load()).resolves.toBe('modal');
    expect(loader.current()).toBe('modal');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('shares one attempt between callers while it runs', async () => {
    let finish: (value: string) => void = () => {};
    const importer = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const loader = createModuleLoader(importer);
    const first = loader.load();
    const second = loader.load();
    finish('modal');
    await expect(Promise.all([first, second])).resolves.toEqual(['modal', 'modal']);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('really retries after a failure, unlike React.lazy: the next load imports again', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('modal');
    const loader = createModuleLoader(importer);
    await expect(loader.load()).rejects.toThrow('Failed to fetch');
    expect(loader.current()).toBeUndefined();
    await expect(loader.load()).resolves.toBe('modal');
    expect(importer).toHaveBeenCalledTimes(2);
    expect(loader.current()).toBe('modal');
  });

  it('after any run of failures, succeeds on the first attempt that does, and imports no more', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 6 }), fc.nat({ max: 4 }), async (failures, extra) => {
        let calls = 0;
        const loader = createModuleLoader(async () => {
          calls += 1;
          if (calls <= failures) throw new Error(`attempt ${calls}`);
          return calls;
        });
        for (let i = 0; i < failures; i += 1) await expect(loader.load()).rejects.toThrow(`attempt ${i + 1}`);
        for (let i = 0; i <= extra; i += 1) await expect(loader.load()).resolves.toBe(failures + 1);
        expect(calls).toBe(failures + 1);
      }),
    );
  });
});
