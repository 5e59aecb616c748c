import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCopyToClipboard } from './useCopyToClipboard.ts';

// §8 copy_success: said only when something was copied (issue 22 item 5: "Copiado" for an empty code).
describe('§8 copy_success', () => {
  afterEach(() => vi.unstubAllGlobals());

  function withClipboard() {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    return writeText;
  }

  it('copies a text and says which one was copied', async () => {
    const writeText = withClipboard();
    const { result } = renderHook(() => useCopyToClipboard<'pix'>());
    await act(async () => result.current.copy('000201abc', 'pix'));
    expect(writeText).toHaveBeenCalledWith('000201abc');
    expect(result.current.copied).toBe('pix');
  });

  it.each(['', '   '])('copies nothing and says nothing for %j', async (text) => {
    const writeText = withClipboard();
    const { result } = renderHook(() => useCopyToClipboard<'pix'>());
    await act(async () => result.current.copy(text, 'pix'));
    expect(writeText).not.toHaveBeenCalled();
    expect(result.current.copied).toBeNull();
  });
});
