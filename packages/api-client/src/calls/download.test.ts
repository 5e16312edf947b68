import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './suitability.js';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('downloadFile', () => {
  it('clicks a temporary link named after the file, then removes it and frees the URL', () => {
    vi.useFakeTimers();
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const link = { href: '', download: '', rel: '', click: vi.fn(), remove: vi.fn() };
    const doc = { createElement: vi.fn(() => link), body: { append: vi.fn() } } as unknown as Document;
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });
    downloadFile({ blob, fileName: 'zaznam_z_jednani.pdf' }, doc);
    expect(create).toHaveBeenCalledWith(blob);
    expect(link).toMatchObject({ href: 'blob:fake', download: 'zaznam_z_jednani.pdf' });
    expect(link.click).toHaveBeenCalledTimes(1);
    expect(link.remove).toHaveBeenCalledTimes(1);
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:fake');
  });
});
