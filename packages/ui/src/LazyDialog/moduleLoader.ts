/**
 * Code that loads when a visitor asks for it (a modal's form behind its button), with a real retry.
 * `React.lazy` keeps a rejected import for good, so a visitor whose connection dropped once could
 * never open the form again without reloading the page; this loader keeps only a success. While one
 * load runs, every caller shares it.
 */
export interface ModuleLoader<T> {
  /** The loaded value, or a new attempt when the last one failed. */
  load(): Promise<T>;
  /** The value once it has loaded, synchronously (a second opening shows no loading state). */
  current(): T | undefined;
}

export function createModuleLoader<T>(importer: () => Promise<T>): ModuleLoader<T> {
  let loaded: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      if (loaded) return Promise.resolve(loaded.value);
      pending ??= (async () => {
        try {
          const value = await importer();
          loaded = { value };
          return value;
        } finally {
          pending = undefined;
        }
      })();
      return pending;
    },
    current: () => loaded?.value,
  };
}
