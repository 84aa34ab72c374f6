import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredPart } from '../../../src/design-system/overlays/deferred-part';

/** A part whose loading the test finishes when it wants, counting the loads. */
function controlledPart() {
  let finish: (value: { name: string }) => void = () => {};
  let loads = 0;
  const part = deferredPart(() => {
    loads += 1;
    return new Promise<{ name: string }>((resolve) => { finish = resolve; });
  });
  return { part, finish: (name: string) => finish({ name }), loads: () => loads };
}

function Widget({ part, wanted }: { part: ReturnType<typeof controlledPart>['part']; wanted: boolean }) {
  const loaded = part.usePart(wanted);
  return <p>{loaded ? `loaded ${loaded.name}` : 'plain'}</p>;
}

describe('deferredPart', () => {
  it('shows the plain widget until the part arrives, loads it at the first use, once for every widget', async () => {
    const { part, finish, loads } = controlledPart();
    const { rerender } = render(<><Widget part={part} wanted={false} /><Widget part={part} wanted={false} /></>);
    expect(screen.getAllByText('plain')).toHaveLength(2);
    rerender(<><Widget part={part} wanted /><Widget part={part} wanted={false} /></>);
    await act(async () => finish('popover'));
    // Both widgets take it, the one not used too; the chunk was asked for once.
    expect(await screen.findAllByText('loaded popover')).toHaveLength(2);
    expect(loads()).toBe(1);
    // A widget mounted afterwards starts with it (a page navigated to in the app).
    render(<Widget part={part} wanted={false} />);
    expect(screen.getAllByText('loaded popover')).toHaveLength(3);
  });

  it('loads it when the page is idle, unused', async () => {
    const { part, finish, loads } = controlledPart();
    render(<Widget part={part} wanted={false} />);
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(loads()).toBe(1);
    await act(async () => finish('list'));
    expect(await screen.findByText('loaded list')).toBeInTheDocument();
  });

  it('tries again at the next use when loading failed (offline)', async () => {
    let attempt = 0;
    const part = deferredPart(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return { name: 'second try' };
    });
    await expect(part.load()).rejects.toThrow('offline');
    render(<Widget part={part} wanted />);
    expect(await screen.findByText('loaded second try')).toBeInTheDocument();
    expect(attempt).toBe(2);
  });
});
