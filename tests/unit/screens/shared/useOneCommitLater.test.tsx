import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useOneCommitLater } from '../../../../src/screens/shared/useOneCommitLater';

/** Records, commit by commit, what the hook returned next to the flag it was given. */
function Probe({ flag, commits }: { flag: boolean; commits: string[] }) {
  const later = useOneCommitLater(flag);
  commits.push(`${flag}/${later}`);
  return <p>{later ? 'shown' : 'hidden'}</p>;
}

describe('useOneCommitLater', () => {
  it('turns true in a commit after the one that turned the flag true', async () => {
    const commits: string[] = [];
    const { rerender } = render(<Probe flag={false} commits={commits} />);
    await act(async () => rerender(<Probe flag commits={commits} />));
    expect(screen.getByText('shown')).toBeInTheDocument();
    // The flag's own render still said false; a later render said true.
    const first = commits.indexOf('true/false');
    expect(first).toBeGreaterThan(-1);
    expect(commits.indexOf('true/true')).toBeGreaterThan(first);
  });

  it('turns false in the same render as the flag', async () => {
    const commits: string[] = [];
    const { rerender } = render(<Probe flag commits={commits} />);
    expect(screen.getByText('shown')).toBeInTheDocument();
    await act(async () => rerender(<Probe flag={false} commits={commits} />));
    expect(commits).not.toContain('false/true');
    expect(screen.getByText('hidden')).toBeInTheDocument();
  });
});
