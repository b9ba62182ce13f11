import { type BoardAccess, type BoardSetResponse, type BoardSpeech, DEFAULT_BOARD_ACCESS } from '@tedi/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthServer, storeSession, type FakeAccount } from '../../testing/fake-auth-server.ts';
import { renderWithAuth, stopAuthClients, waitForAuth } from '../../testing/render-with-auth.tsx';
import type { SpeechEngine } from './speech.ts';
import { BoardView } from './board-view.tsx';
import { boardButton as word } from './board-fixtures.ts';

const PARENT: FakeAccount = { id: 'parent-1', email: 'sam@example.com', password: 'tedi-demo-family', role: 'parent' };
const HOME = '11111111-1111-4111-8111-111111111111';
const FOOD = '22222222-2222-4222-8222-222222222222';

function boardSet(speech: Partial<BoardSpeech> = {}, access: Partial<BoardAccess> = {}): BoardSetResponse {
  return {
    childId: 'child-1',
    homeBoardId: HOME,
    coreButtons: [word('core-i', 0, 0, 'I'), word('core-want', 1, 0, 'want')],
    speech: { voiceName: 'Daniel', voiceLang: 'en-GB', rate: 0.8, pitch: 1.3, quietBuilding: false, ...speech },
    access: { ...DEFAULT_BOARD_ACCESS, ...access },
    revision: 1,
    permissions: { edit: true },
    boards: [
      {
        id: HOME,
        name: 'Home',
        rows: 2,
        columns: 3,
        coreWords: true,
        revision: 1,
        updatedAt: '2026-11-24T10:00:00Z',
        buttons: [
          word('food', 0, 2, 'Food', { linkBoardId: FOOD }),
          word('drink', 1, 1, 'drink', { spokenText: 'a drink please' }),
          word('secret', 1, 2, 'hidden word', { hidden: true }),
        ],
      },
      {
        id: FOOD,
        name: 'Food',
        rows: 2,
        columns: 3,
        coreWords: true,
        revision: 1,
        updatedAt: '2026-11-24T10:00:00Z',
        buttons: [word('apple', 0, 1, 'apple', { image: { kind: 'symbol', name: 'red-apple' } })],
      },
    ],
  };
}

class FakeUtterance {
  text: string;
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  rate = 1;
  pitch = 1;
  constructor(text: string) {
    this.text = text;
  }
}

/** A stand-in for `speechSynthesis`: voices that arrive late, and a record of every call in order. */
function fakeEngine(voices: SpeechSynthesisVoice[]) {
  const calls: string[] = [];
  const spoken: FakeUtterance[] = [];
  let available: SpeechSynthesisVoice[] = [];
  const listeners = new Set<() => void>();
  const engine = {
    paused: true,
    getVoices: () => available,
    cancel: () => calls.push('cancel'),
    resume: () => calls.push('resume'),
    speak: (utterance: SpeechSynthesisUtterance) => {
      calls.push('speak');
      spoken.push(utterance);
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  } as unknown as SpeechEngine;
  return {
    engine,
    calls,
    spoken,
    voicesArrive: () => {
      available = voices;
      for (const listener of listeners) listener();
    },
  };
}

const DANIEL = { name: 'Daniel', lang: 'en-GB', default: false, localService: true, voiceURI: 'daniel' };
const SAMANTHA = { name: 'Samantha', lang: 'en-US', default: true, localService: true, voiceURI: 'samantha' };

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await stopAuthClients();
});

async function renderBoard(set: BoardSetResponse, engine: SpeechEngine | null) {
  storeSession(PARENT);
  renderWithAuth(
    [{ path: '/board', element: <BoardView set={set} engine={engine} /> }],
    '/board',
    createFakeAuthServer([{ ...PARENT }]),
  );
  await waitForAuth();
  await screen.findByRole('group', { name: 'Home board' });
}

/** Shows the board only when asked, so a test can take over the clock first (signing in needs the real one). */
function ShownWhenAsked({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  return shown ? (
    children
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      Show the board
    </button>
  );
}

/** The board on a clock the test moves, for scanning steps and dwell times. */
async function renderBoardOnTestClock(set: BoardSetResponse, engine: SpeechEngine | null) {
  storeSession(PARENT);
  renderWithAuth(
    [
      {
        path: '/board',
        element: (
          <ShownWhenAsked>
            <BoardView set={set} engine={engine} />
          </ShownWhenAsked>
        ),
      },
    ],
    '/board',
    createFakeAuthServer([{ ...PARENT }]),
  );
  await waitForAuth();
  const show = await screen.findByRole('button', { name: 'Show the board' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(show);
  return screen.getByRole('region', { name: 'Communication board' });
}

const sentence = () => screen.getByRole('status', { name: 'Sentence so far' });

/** The buttons the scan highlights, by their words. */
const highlighted = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('data-highlighted'))
    .map((button) => button.textContent.replace(/^⌫ /, '').replace(/ \(opens a board\).*/, ''));
/** Moves the test's clock on, letting the board show what changed. */
const afterMs = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const pressSwitch = (board: HTMLElement, key: ' ' | 'Enter') => fireEvent.keyDown(board, { key });

describe('the communication board', () => {
  it('puts every button in its own cell, core words included, and leaves hidden buttons out', async () => {
    await renderBoard(boardSet(), fakeEngine([]).engine);
    const grid = screen.getByRole('group', { name: 'Home board' });
    const cell = (name: string) => within(grid).getByRole('button', { name: new RegExp(`^${name}`) });
    expect(cell('I').style.gridRow).toBe('1');
    expect(cell('I').style.gridColumn).toBe('1');
    expect(cell('want').style.gridRow).toBe('2');
    expect(cell('drink').style.gridColumn).toBe('2');
    expect(cell('Food').style.gridColumn).toBe('3');
    expect(within(grid).queryByRole('button', { name: /hidden word/ })).toBeNull();
  });

  it('speaks each word with the chosen voice, speed and pitch, after cancelling and resuming the queue', async () => {
    const fake = fakeEngine([SAMANTHA, DANIEL]);
    await renderBoard(boardSet(), fake.engine);
    // The voices load late, as Chrome's do.
    act(() => fake.voicesArrive());
    fireEvent.click(screen.getByRole('button', { name: /^drink/ }));
    expect(fake.calls).toEqual(['cancel', 'resume', 'speak']);
    const [utterance] = fake.spoken;
    expect(utterance!.text).toBe('a drink please');
    expect(utterance!.voice?.name).toBe('Daniel');
    expect(utterance!.rate).toBe(0.8);
    expect(utterance!.pitch).toBe(1.3);
  });

  it('builds a sentence, deletes the last word, clears, and speaks the whole sentence on Speak', async () => {
    const fake = fakeEngine([DANIEL]);
    await renderBoard(boardSet({ quietBuilding: true }), fake.engine);
    act(() => fake.voicesArrive());
    fireEvent.click(screen.getByRole('button', { name: /^I/ }));
    fireEvent.click(screen.getByRole('button', { name: /^want/ }));
    fireEvent.click(screen.getByRole('button', { name: /^drink/ }));
    // Quiet building: nothing said while the sentence is built.
    expect(fake.spoken).toEqual([]);
    expect(sentence().textContent).toBe('Iwantdrink');
    fireEvent.click(screen.getByRole('button', { name: 'Speak' }));
    expect(fake.spoken.map((utterance) => utterance.text)).toEqual(['I want a drink please']);
    fireEvent.click(screen.getByRole('button', { name: /Delete last word/ }));
    expect(sentence().textContent).toBe('Iwant');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(sentence().textContent).toMatch(/Tap pictures/);
    expect(screen.getByRole('button', { name: 'Speak' })).toHaveProperty('disabled', true);
  });

  it('opens a folder’s board, keeps core words in place there, and comes back with Back and Home', async () => {
    await renderBoard(boardSet(), fakeEngine([]).engine);
    fireEvent.click(screen.getByRole('button', { name: /^Food \(opens a board\)/ }));
    const food = await screen.findByRole('group', { name: 'Food board' });
    expect(within(food).getByRole('button', { name: /^I/ }).style.gridRow).toBe('1');
    const apple = within(food).getByRole('button', { name: /^apple/ });
    expect(apple.querySelector('img')?.getAttribute('src')).toBe('/api/v1/board-symbols/red-apple.svg');
    // Opening a folder adds nothing to the sentence.
    expect(sentence().textContent).toMatch(/Tap pictures/);
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByRole('group', { name: 'Home board' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Food/ }));
    await screen.findByRole('group', { name: 'Food board' });
    fireEvent.click(screen.getByRole('button', { name: /Home/ }));
    expect(await screen.findByRole('group', { name: 'Home board' })).toBeTruthy();
  });

  it('scans rows then buttons with one switch, presses the picked picture, and speaks from the controls row', async () => {
    const fake = fakeEngine([DANIEL]);
    const board = await renderBoardOnTestClock(
      boardSet({ quietBuilding: true }, { method: 'one-switch', scanMs: 1500 }),
      fake.engine,
    );
    act(() => fake.voicesArrive());
    // The board has the focus, so the switch works at once.
    expect(document.activeElement).toBe(board);
    // Nothing to do with the controls yet, so the first row of pictures comes first.
    expect(highlighted()).toEqual(['I', 'Food']);
    afterMs(1500);
    expect(highlighted()).toEqual(['want', 'drink']);
    expect(screen.getByText('Row 2: want, drink')).toBeTruthy();
    pressSwitch(board, ' ');
    expect(highlighted()).toEqual(['want']);
    afterMs(1500);
    expect(highlighted()).toEqual(['drink']);
    pressSwitch(board, ' ');
    expect(sentence().textContent).toBe('drink');
    // Scanning starts again at the first row, now the controls: the switch alone can say the sentence.
    expect(highlighted()).toEqual(['Speak', 'Delete last word', 'Clear']);
    pressSwitch(board, 'Enter');
    expect(highlighted()).toEqual(['Speak']);
    pressSwitch(board, 'Enter');
    expect(fake.spoken.map((utterance) => utterance.text)).toEqual(['a drink please']);
  });

  it('goes back to the rows when a picked row gets no press in two passes', async () => {
    const board = await renderBoardOnTestClock(boardSet({}, { method: 'one-switch', scanMs: 1000 }), null);
    pressSwitch(board, ' ');
    expect(highlighted()).toEqual(['I']);
    for (const next of ['Food', 'I', 'Food']) {
      afterMs(1000);
      expect(highlighted()).toEqual([next]);
    }
    afterMs(1000);
    expect(highlighted()).toEqual(['I', 'Food']);
  });

  it('moves with Space and picks with Enter on two switches, with no timer', async () => {
    await renderBoard(boardSet({}, { method: 'two-switch' }), fakeEngine([]).engine);
    const board = screen.getByRole('region', { name: 'Communication board' });
    pressSwitch(board, ' ');
    pressSwitch(board, 'Enter');
    pressSwitch(board, ' ');
    pressSwitch(board, 'Enter');
    expect(sentence().textContent).toBe('drink');
    // Back at the first row (the controls): Space, Space, Enter picks the second row of pictures; Enter presses "want".
    pressSwitch(board, ' ');
    pressSwitch(board, ' ');
    pressSwitch(board, 'Enter');
    expect(highlighted()).toEqual(['want']);
    // A button that has the focus is not pressed by the switch key as well.
    const drink = screen.getByRole('button', { name: /^drink/ });
    drink.focus();
    expect(fireEvent.keyDown(drink, { key: 'Enter' })).toBe(false);
    expect(sentence().textContent).toBe('drinkwant');
  });

  it('presses a picture the pointer rests on for the dwell time, not one it leaves early, and never twice at rest', async () => {
    await renderBoardOnTestClock(boardSet({}, { method: 'dwell', dwellMs: 1200 }), null);
    const want = screen.getByRole('button', { name: /^want/ });
    const drink = screen.getByRole('button', { name: /^drink/ });
    fireEvent.pointerEnter(want, { pointerType: 'mouse' });
    afterMs(1000);
    fireEvent.pointerLeave(want, { pointerType: 'mouse' });
    afterMs(1200);
    expect(sentence().textContent).toMatch(/Choose pictures/);
    fireEvent.pointerEnter(drink, { pointerType: 'mouse' });
    afterMs(1200);
    expect(sentence().textContent).toBe('drink');
    afterMs(2400);
    expect(sentence().textContent).toBe('drink');
    fireEvent.pointerLeave(drink, { pointerType: 'mouse' });
    fireEvent.pointerEnter(drink, { pointerType: 'mouse' });
    afterMs(1200);
    expect(sentence().textContent).toBe('drinkdrink');
  });

  it('says clearly when the browser has no voice, and still builds the sentence', async () => {
    await renderBoard(boardSet(), null);
    expect(screen.getByText(/This browser has no voice to speak with/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^drink/ }));
    expect(sentence().textContent).toBe('drink');
  });
});
