import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { DashboardCommand } from '../model/commands.ts';
import { CommandPalette } from './command-palette.tsx';

function renderPalette(commands: DashboardCommand[] = []) {
  return render(
    <>
      <button type="button">Show Isla on the dashboard</button>
      <CommandPalette commands={commands} />
    </>,
  );
}

const box = () => screen.getByRole('combobox', { name: 'What would you like to do?', hidden: true });

describe('the command box', () => {
  it('Escape closes it and puts focus back where it was before it opened', async () => {
    renderPalette();
    const before = screen.getByRole('button', { name: 'Show Isla on the dashboard' });
    before.focus();
    fireEvent.keyDown(before, { key: 'k', ctrlKey: true });
    const dialog = box().closest('dialog')!;
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(box());

    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(dialog.open).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(before));
  });

  it('opened with nothing in particular focused, closing it puts focus on its own button', async () => {
    renderPalette();
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(box());
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Find a command/ })));
  });

  it('running a command closes it, with focus back in place before the command moves anywhere', () => {
    const before = vi.fn<(focused: Element | null) => void>();
    const commands: DashboardCommand[] = [
      { id: 'isla', label: 'Show Isla on the dashboard', run: () => before(document.activeElement) },
    ];
    renderPalette(commands);
    const opener = screen.getByRole('button', { name: /Find a command/ });
    fireEvent.click(opener);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(box().closest('dialog')!.open).toBe(false);
    expect(before).toHaveBeenCalledWith(opener);
  });
});
