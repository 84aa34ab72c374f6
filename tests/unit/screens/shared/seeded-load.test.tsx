import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CipAirport } from '../../../../src/contract';
import { useSeededLoad } from '../../../../src/screens/account/parts/load';
import { StoresProvider, type RootStore } from '../../../../src/stores';
import { freshRoot } from '../../stores/fixtures';

const airport = (code: string) => ({ code, nameFa: code }) as unknown as CipAirport;

function Airports({ load }: { load: () => Promise<CipAirport[]> }) {
  const airports = useSeededLoad('cipAirports', load);
  return <p>{airports.status === 'ready' ? airports.data.map((a) => a.code).join(',') : airports.status}</p>;
}

const mount = (store: RootStore, load: () => Promise<CipAirport[]>) =>
  render(<StoresProvider store={store}><Airports load={load} /></StoresProvider>);

describe('useSeededLoad: a server-rendered page starts from the answers it came with', () => {
  it('shows the seeded answer in its first render and does not ask for it', async () => {
    const store = freshRoot();
    store.pageLoads.seed({ cipAirports: [airport('IKA'), airport('MHD')] });
    const load = vi.fn(() => Promise.resolve([airport('SYZ')]));
    mount(store, load);
    expect(screen.getByText('IKA,MHD')).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
  });

  it('forgets the seed once used: the page opened again later asks anew', async () => {
    const store = freshRoot();
    store.pageLoads.seed({ cipAirports: [airport('IKA')] });
    const first = mount(store, vi.fn(() => Promise.resolve([])));
    first.unmount();
    expect(store.pageLoads.peek('cipAirports')).toBeUndefined();
    const load = vi.fn(() => Promise.resolve([airport('SYZ')]));
    mount(store, load);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('SYZ')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks when the page came without a seed (a navigation in the app)', async () => {
    const load = vi.fn(() => Promise.resolve([airport('KIH')]));
    mount(freshRoot(), load);
    expect(await screen.findByText('KIH')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
