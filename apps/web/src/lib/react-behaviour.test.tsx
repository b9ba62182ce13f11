import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';

function RemoveWithConfirmation() {
  const [confirming, setConfirming] = useState(false);
  return confirming ? (
    <div role="group" aria-label="Remove the photo?">
      <button type="button" autoFocus>
        Yes, remove the photo
      </button>
      <button type="button">No, keep it</button>
    </div>
  ) : (
    <button type="button" onClick={() => setConfirming(true)}>
      Remove the photo
    </button>
  );
}

describe('the components behave as under React', () => {
  it('puts the focus on a button rendered with autoFocus when it appears', async () => {
    render(<RemoveWithConfirmation />);
    const remove = screen.getByRole('button', { name: 'Remove the photo' });
    remove.focus();
    fireEvent.click(remove);
    const confirm = await screen.findByRole('button', { name: 'Yes, remove the photo' });
    await Promise.resolve();
    expect(document.activeElement).toBe(confirm);
  });

  it('runs effects before the next event, not a frame later', async () => {
    const seen: string[] = [];
    function Effectful() {
      useEffect(() => {
        seen.push('effect');
      }, []);
      return null;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(<Effectful />);
    // The next event would be a task; a microtask comes first.
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toEqual(['effect']);
    root.unmount();
    container.remove();
  });
});
