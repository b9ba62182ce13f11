import {
  BOARD_API,
  type BoardImportResponse,
  type BoardPhotoResponse,
  type BoardResponse,
  type BoardSetResponse,
  buttonsOnBoard,
  type ChildAuditPageResponse,
  type ChildResponse,
  DEFAULT_BOARD_ACCESS,
  type FamilyExportResponse,
} from '@tedi/contracts';
import { schema } from '@tedi/db';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type ChildrenTestServer,
  multipartBody,
  photoWithLocation,
  type SignedIn,
  startChildrenServer,
} from '../children/testing.ts';

let server: ChildrenTestServer;
let parent: SignedIn;
let viewer: SignedIn;
let editor: SignedIn;
let childId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call<T>(who: SignedIn, method: Method, url: string, payload?: object) {
  const response = await server.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json<T>(), raw: response };
}

async function upload<T>(who: SignedIn, url: string, name: string, type: string, bytes: Uint8Array) {
  const body = multipartBody(name, type, Buffer.from(bytes));
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json<T>() };
}

const boardSet = async (who: SignedIn = parent) =>
  (await call<BoardSetResponse>(who, 'GET', BOARD_API.set(childId))).body;

beforeAll(async () => {
  server = await startChildrenServer();
  parent = await server.signIn('parent');
  const child = await call<ChildResponse>(parent, 'POST', '/api/v1/children', {
    name: 'Robin Ash',
    preferredName: 'Robbie',
    likes: 'buses, bubbles and pizza',
  });
  childId = child.body.id;
  await call(parent, 'POST', `/api/v1/children/${childId}/contacts`, { role: 'Grandma', name: 'Nana Pat' });
  const photo = multipartBody('robbie.png', 'image/png', await photoWithLocation('png'));
  await server.app.inject({
    method: 'POST',
    url: `/storage/v1/children/${childId}/photo`,
    headers: { ...parent.headers, ...photo.headers },
    payload: photo.payload,
  });
  const familyId = (await server.familyOf(parent.userId))!;
  viewer = await server.signIn('family_member', familyId);
  editor = await server.signIn('family_member', familyId);
  await server.database.db.insert(schema.childGrants).values([
    { childId, userId: viewer.userId, familyId, areas: { board: 'view' } },
    { childId, userId: editor.userId, familyId, areas: { board: 'edit' } },
  ]);
});

afterAll(async () => {
  await server.close();
});

describe('the communication board', () => {
  test('starts empty, and the starter boards are personal: the child’s people, photo and likes', async () => {
    const empty = await boardSet();
    expect(empty.boards).toEqual([]);
    expect(empty.homeBoardId).toBeNull();

    const made = await call<BoardSetResponse>(parent, 'POST', BOARD_API.starter(childId));
    expect(made.status).toBe(201);
    const set = made.body;
    expect(set.boards.map((board) => board.name)).toEqual([
      'Home',
      'Feelings',
      'Food and drink',
      'Places',
      'People',
      'My favourite things',
    ]);
    const home = set.boards[0]!;
    expect(set.homeBoardId).toBe(home.id);
    // Core words sit in the same cells on every board.
    const iWord = set.coreButtons.find((button) => button.label === 'I')!;
    for (const board of set.boards) {
      const shown = buttonsOnBoard(board, set.coreButtons);
      const atCell = shown.find(({ button }) => button.row === iWord.row && button.column === iWord.column);
      expect(atCell?.button.label, board.name).toBe('I');
    }
    const people = set.boards.find((board) => board.name === 'People')!;
    expect(people.buttons.map((button) => button.label)).toContain('Nana Pat');
    const me = people.buttons.find((button) => button.label === 'me')!;
    expect(me.image?.kind).toBe('photo');
    expect(me.spokenText).toBe('me, Robbie');
    const likes = set.boards.find((board) => board.name === 'My favourite things')!;
    expect(likes.buttons.map((button) => button.label)).toEqual(['buses', 'bubbles', 'pizza']);
    expect(likes.buttons.find((button) => button.label === 'pizza')!.image).toEqual({ kind: 'symbol', name: 'pizza' });
    const feelingsFolder = home.buttons.find((button) => button.label === 'Feelings')!;
    expect(feelingsFolder.linkBoardId).toBe(set.boards[1]!.id);

    // The child's photo was copied to the board, as a board photo: readable with the board grant alone.
    if (me.image?.kind !== 'photo') throw new Error('expected a photo');
    const download = await server.app.inject({
      method: 'GET',
      url: BOARD_API.photo(me.image.fileId),
      headers: viewer.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
  });

  test('a change names the revision it was made from; a stale one is refused with the board as it is now', async () => {
    const set = await boardSet();
    const food = set.boards.find((board) => board.name === 'Food and drink')!;
    const relabelled = food.buttons.map((button) =>
      button.label === 'apple' ? { ...button, label: 'green apple', spokenText: 'a green apple' } : button,
    );
    const first = await call<BoardResponse>(parent, 'PUT', BOARD_API.board(childId, food.id), {
      ...food,
      revision: food.revision,
      buttons: relabelled,
      id: undefined,
      updatedAt: undefined,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.revision).toBe(food.revision + 1);

    // The second device still holds the old revision.
    const second = await call<{ code: string; message: string; details: { board: BoardResponse } }>(
      editor,
      'PUT',
      BOARD_API.board(childId, food.id),
      { name: 'Snacks', rows: food.rows, columns: food.columns, buttons: food.buttons, revision: food.revision },
    );
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/changed on another device/);
    expect(second.body.details.board.name).toBe('Food and drink');
    expect(second.body.details.board.buttons.find((button) => button.label === 'green apple')).toBeTruthy();

    const after = (await boardSet()).boards.find((board) => board.id === food.id)!;
    expect(after.name).toBe('Food and drink');
    const apple = after.buttons.find((button) => button.label === 'green apple')!;
    const original = food.buttons.find((button) => button.label === 'apple')!;
    expect([apple.row, apple.column]).toEqual([original.row, original.column]);
  });

  test('buttons keep exact cells; two in one cell, a core word’s cell or a foreign folder are refused', async () => {
    const set = await boardSet();
    const created = await call<BoardSetResponse>(editor, 'POST', BOARD_API.boards(childId), {
      name: 'Bath time',
      rows: 4,
      columns: 6,
      buttons: [
        { id: 'duck', row: 3, column: 4, label: 'duck', image: { kind: 'symbol', name: 'duck' } },
        { id: 'bubbles', row: 1, column: 2, label: 'bubbles' },
      ],
    });
    expect(created.status).toBe(201);
    const bath = created.body.boards.find((board) => board.name === 'Bath time')!;
    expect(bath.buttons.map((button) => [button.label, button.row, button.column])).toEqual([
      ['duck', 3, 4],
      ['bubbles', 1, 2],
    ]);

    const clash = await call<{ message: string }>(parent, 'POST', BOARD_API.boards(childId), {
      name: 'Clash',
      rows: 2,
      columns: 2,
      buttons: [
        { id: 'a', row: 1, column: 1, label: 'one' },
        { id: 'b', row: 1, column: 1, label: 'two' },
      ],
    });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toMatch(/both at row 2, column 2/);

    const onCore = await call<{ message: string }>(parent, 'POST', BOARD_API.boards(childId), {
      name: 'On a core word',
      rows: 4,
      columns: 6,
      buttons: [{ id: 'x', row: 0, column: 0, label: 'cat' }],
    });
    expect(onCore.status).toBe(400);
    expect(onCore.body.message).toMatch(/holds the core word “I”/);

    const foreign = await call<{ message: string }>(parent, 'POST', BOARD_API.boards(childId), {
      name: 'Foreign folder',
      rows: 2,
      columns: 2,
      buttons: [{ id: 'x', row: 1, column: 1, label: 'away', linkBoardId: '00000000-0000-4000-8000-000000000001' }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/opens a board this child doesn’t have/);
    expect((await boardSet()).boards).toHaveLength(set.boards.length + 1);
  });

  test('a family member who may only view uses the board but cannot change it', async () => {
    const seen = await boardSet(viewer);
    expect(seen.boards.length).toBeGreaterThan(0);
    expect(seen.permissions.edit).toBe(false);
    const refused = await call<{ code: string }>(viewer, 'POST', BOARD_API.boards(childId), {
      name: 'Mine',
      rows: 1,
      columns: 1,
    });
    expect(refused.status).toBe(403);
    expect((await boardSet(editor)).permissions.edit).toBe(true);
  });

  test('speech and access settings are saved per child, and a stale settings change is refused', async () => {
    const set = await boardSet();
    expect(set.access).toEqual(DEFAULT_BOARD_ACCESS);
    const speech = { voiceName: 'Daniel', voiceLang: 'en-GB', rate: 0.8, pitch: 1.2, quietBuilding: true };
    const access = { method: 'one-switch', dwellMs: 1500, scanMs: 2500 } as const;
    const saved = await call<BoardSetResponse>(parent, 'PUT', BOARD_API.settings(childId), {
      revision: set.revision,
      speech,
      access,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.speech).toEqual(speech);
    expect((await boardSet(viewer)).access).toEqual(access);
    const stale = await call<{ message: string }>(editor, 'PUT', BOARD_API.settings(childId), {
      revision: set.revision,
      speech: { ...speech, rate: 2 },
    });
    expect(stale.status).toBe(409);
    expect((await boardSet()).speech.rate).toBe(0.8);
  });

  test('the home board cannot be removed; another board can, and folders that opened it stop being folders', async () => {
    const set = await boardSet();
    const home = set.boards.find((board) => board.id === set.homeBoardId)!;
    const refused = await call<{ message: string }>(
      parent,
      'DELETE',
      `${BOARD_API.board(childId, home.id)}?revision=${home.revision}`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/home board/);
    const places = set.boards.find((board) => board.name === 'Places')!;
    const removed = await call<BoardSetResponse>(
      parent,
      'DELETE',
      `${BOARD_API.board(childId, places.id)}?revision=${places.revision}`,
    );
    expect(removed.status).toBe(200);
    const newHome = removed.body.boards.find((board) => board.id === home.id)!;
    const placesButton = newHome.buttons.find((button) => button.label === 'Places')!;
    expect(placesButton.linkBoardId).toBeNull();
    expect([placesButton.row, placesButton.column]).toEqual(
      (() => {
        const before = home.buttons.find((button) => button.label === 'Places')!;
        return [before.row, before.column];
      })(),
    );
  });

  test('a photo for a button is checked by its bytes and stored without its location', async () => {
    const photo = await upload<BoardPhotoResponse>(
      editor,
      BOARD_API.photos(childId),
      'dog.jpg',
      'image/jpeg',
      await photoWithLocation('jpeg'),
    );
    expect(photo.status).toBe(201);
    const stored = await server.app.inject({
      method: 'GET',
      url: BOARD_API.photo(photo.body.fileId),
      headers: parent.headers,
    });
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    const notAPhoto = await upload<{ message: string }>(
      editor,
      BOARD_API.photos(childId),
      'dog.jpg',
      'image/jpeg',
      strToU8('<html>not a photo</html>'),
    );
    expect(notAPhoto.status).toBe(415);
    expect(notAPhoto.body.message).toMatch(/isn’t a photo/);
  });

  test('symbols are served one at a time as cacheable SVG, and searched by name', async () => {
    const svg = await server.app.inject({ method: 'GET', url: BOARD_API.symbol('red-apple') });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svg.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(svg.body.startsWith('<svg')).toBe(true);
    expect((await server.app.inject({ method: 'GET', url: BOARD_API.symbol('no-such-thing') })).statusCode).toBe(404);
    const found = await server.app.inject({ method: 'GET', url: BOARD_API.symbolSearch('apple') });
    const names = found.json<{ symbols: { name: string }[] }>().symbols.map((symbol) => symbol.name);
    expect(names).toContain('red-apple');
    expect(names).toContain('green-apple');
  });

  test('is in the family’s export, boards and photos', async () => {
    const exported = await call<FamilyExportResponse>(parent, 'GET', '/api/v1/family/export');
    const boards = exported.body.records['communicationBoard']?.[childId] as BoardSetResponse | undefined;
    expect(boards?.boards.map((board) => board.name)).toContain('Feelings');
    expect(exported.body.files.some((file) => file.kind === 'board_photo')).toBe(true);
  });

  test('the audit records who opened and changed the board', async () => {
    const audit = await call<ChildAuditPageResponse>(parent, 'GET', `/api/v1/children/${childId}/audit`);
    const descriptions = audit.body.entries.map((entry) => entry.description);
    expect(descriptions).toContain('opened the communication board');
    expect(descriptions).toContain('added a board');
  });
});

describe('printing a board', () => {
  test('is one landscape page with every shown button, its symbols drawn and the symbols’ licence', async () => {
    const set = await boardSet();
    const home = set.boards.find((board) => board.id === set.homeBoardId)!;
    const response = await server.app.inject({
      method: 'GET',
      url: BOARD_API.boardPdf(childId, home.id),
      headers: viewer.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload), { verbosity: 0 });
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect(width).toBeGreaterThan(height!);
    const { text } = await extractText(pdf, { mergePages: true });
    for (const word of ['Home', 'I', 'want', 'Feelings', 'toilet', 'finished']) expect(text).toContain(word);
    expect(text).toContain('Fluent Emoji Flat');
    const meta = await getMeta(pdf);
    expect((meta.info as { Title?: string }).Title).toBe('Home: communication board');
    const operators = await page.getOperatorList();
    // Symbols are drawn as vector paths: many fills on the page.
    expect(operators.fnArray.length).toBeGreaterThan(500);
  });
});

describe('Open Board Format', () => {
  const importFile = (name: string, bytes: Uint8Array, who: SignedIn = parent) =>
    upload<BoardImportResponse & { message: string }>(
      who,
      BOARD_API.importFile(childId),
      name,
      'application/octet-stream',
      bytes,
    );

  test('a board exported as .obf and imported again is the same board, every button in its cell', async () => {
    const set = await boardSet();
    const feelings = set.boards.find((board) => board.name === 'Feelings')!;
    const exported = await server.app.inject({
      method: 'GET',
      url: BOARD_API.boardObf(childId, feelings.id),
      headers: parent.headers,
    });
    expect(exported.statusCode).toBe(200);
    const obf = exported.json<{ format: string; grid: { order: (string | null)[][] }; buttons: unknown[] }>();
    expect(obf.format).toBe('open-board-0.1');
    expect(obf.grid.order[0]![0]).toBe(set.coreButtons.find((button) => button.label === 'I')!.id);

    const imported = await importFile('feelings.obf', exported.rawPayload);
    expect(imported.status, imported.body.message).toBe(201);
    const copy = imported.body.set.boards.find((board) => board.id === imported.body.boardId)!;
    const shape = (board: BoardResponse) =>
      buttonsOnBoard(board, set.coreButtons)
        .map(({ button }) => [
          button.row,
          button.column,
          button.label,
          button.spokenText,
          button.background,
          button.image,
        ])
        .sort();
    expect(copy.coreWords).toBe(true);
    expect(shape(copy)).toEqual(shape(feelings));
  });

  test('the whole set exported as .obz and imported keeps boards, links, colours, photos and positions', async () => {
    const set = await boardSet();
    const exported = await server.app.inject({
      method: 'GET',
      url: BOARD_API.exportObz(childId),
      headers: parent.headers,
    });
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as { root: string };
    expect(manifest.root).toBe(`boards/${set.homeBoardId}.obf`);

    const imported = await importFile('boards.obz', exported.rawPayload);
    expect(imported.status, imported.body.message).toBe(201);
    expect(imported.body.imported.boards).toBe(set.boards.length);
    const after = imported.body.set;
    const newHome = after.boards.find((board) => board.id === imported.body.boardId)!;
    const oldHome = set.boards.find((board) => board.id === set.homeBoardId)!;
    expect(newHome.name).toBe(oldHome.name);
    const feelingsFolder = newHome.buttons.find((button) => button.label === 'Feelings')!;
    const linked = after.boards.find((board) => board.id === feelingsFolder.linkBoardId)!;
    expect(linked.name).toBe('Feelings');
    expect(set.boards.map((board) => board.id)).not.toContain(linked.id);
    const people = after.boards.filter((board) => board.name === 'People').at(-1)!;
    const me = people.buttons.find((button) => button.label === 'me')!;
    expect(me.image?.kind).toBe('photo');
  });

  test('a board as another AAC app exports it imports, with its positions, colours and folders', async () => {
    const obf = {
      format: 'open-board-0.1',
      id: '1_22',
      locale: 'en',
      name: 'Snack time',
      buttons: [
        {
          id: '1',
          label: 'crisps',
          background_color: 'rgb(255, 200, 100)',
          border_color: 'rgb(68, 68, 68)',
          image_id: 'img1',
        },
        { id: '2', label: 'drink', vocalization: 'I want a drink', background_color: 'rgba(200,255,200,1)' },
        { id: '3', label: 'more', load_board: { id: '1_23', url: 'https://example.org/boards/1_23', name: 'More' } },
        { id: '4', label: 'not placed' },
      ],
      grid: {
        rows: 2,
        columns: 3,
        order: [
          [null, '1', null],
          ['2', null, '3'],
        ],
      },
      images: [
        {
          id: 'img1',
          content_type: 'image/png',
          data: `data:image/png;base64,${(
            await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f80' } })
              .png()
              .toBuffer()
          ).toString('base64')}`,
          width: 8,
          height: 8,
        },
      ],
      sounds: [],
    };
    const imported = await importFile('snack.obf', strToU8(JSON.stringify(obf)));
    expect(imported.status, imported.body.message).toBe(201);
    const board = imported.body.set.boards.find((candidate) => candidate.id === imported.body.boardId)!;
    expect(board.name).toBe('Snack time');
    expect([board.rows, board.columns]).toEqual([2, 3]);
    // A board from another app keeps its own cells: the set's core words don't cover them.
    expect(board.coreWords).toBe(false);
    const cells = Object.fromEntries(board.buttons.map((button) => [button.label, [button.row, button.column]]));
    expect(cells).toEqual({ crisps: [0, 1], drink: [1, 0], more: [1, 2] });
    const crisps = board.buttons.find((button) => button.label === 'crisps')!;
    expect(crisps.background).toBe('#ffc864');
    expect(crisps.border).toBe('#444444');
    expect(crisps.image?.kind).toBe('photo');
    expect(board.buttons.find((button) => button.label === 'drink')!.spokenText).toBe('I want a drink');
  });

  describe('refuses hostile files with a message naming the problem, and leaves the board untouched', () => {
    const board = (extra: object = {}) => ({
      format: 'open-board-0.1',
      id: 'b',
      name: 'Board',
      buttons: [{ id: '1', label: 'one' }],
      grid: { rows: 1, columns: 1, order: [['1']] },
      ...extra,
    });
    const obz = (files: Record<string, Uint8Array>) => zipSync(files);
    const manifest = (root: string) =>
      strToU8(JSON.stringify({ format: 'open-board-0.1', root, paths: { boards: {}, images: {} } }));

    const cases: [string, () => Promise<Uint8Array> | Uint8Array, RegExp][] = [
      ['a file of another kind', () => strToU8('%PDF-1.7 not a board'), /isn’t an Open Board Format/],
      ['JSON that is not a board', () => strToU8(JSON.stringify({ format: 'something-else' })), /open-board-0\.1/],
      [
        'a zip bomb',
        () => {
          const zero = new Uint8Array(60 * 1024 * 1024);
          return zipSync({ 'manifest.json': manifest('a.obf'), 'a.obf': zero, 'b.obf': zero }, { level: 9 });
        },
        /would unpack to more than 100 MB/,
      ],
      [
        'too many files',
        () => obz(Object.fromEntries(Array.from({ length: 2100 }, (_, index) => [`f${index}.txt`, strToU8('x')]))),
        /more than 2000 files/,
      ],
      [
        'a path that climbs out',
        () => obz({ 'manifest.json': manifest('boards/a.obf'), '../../etc/a.obf': strToU8('{}') }),
        /climbs out/,
      ],
      ['a root that climbs out', () => obz({ 'manifest.json': manifest('../a.obf') }), /climbs out/],
      [
        'an image that is not an image',
        () =>
          strToU8(
            JSON.stringify(
              board({
                buttons: [{ id: '1', label: 'one', image_id: 'i' }],
                images: [
                  {
                    id: 'i',
                    content_type: 'image/png',
                    data: `data:image/png;base64,${Buffer.from('MZ\x90\x00 an executable, not a picture at all').toString('base64')}`,
                  },
                ],
              }),
            ),
          ),
        /isn’t a picture/,
      ],
      [
        'boards that link in a loop',
        () =>
          obz({
            'manifest.json': manifest('boards/home.obf'),
            'boards/home.obf': strToU8(
              JSON.stringify(
                board({ id: 'home', buttons: [{ id: '1', label: 'a', load_board: { path: 'boards/a.obf' } }] }),
              ),
            ),
            'boards/a.obf': strToU8(
              JSON.stringify(
                board({ id: 'a', name: 'A', buttons: [{ id: '1', label: 'b', load_board: { path: 'boards/b.obf' } }] }),
              ),
            ),
            'boards/b.obf': strToU8(
              JSON.stringify(
                board({ id: 'b', name: 'B', buttons: [{ id: '1', label: 'a', load_board: { path: 'boards/a.obf' } }] }),
              ),
            ),
          }),
        /loop: “A” → “B” → “A”/,
      ],
      [
        '10,000 buttons',
        () =>
          strToU8(
            JSON.stringify(
              board({
                buttons: Array.from({ length: 10_000 }, (_, index) => ({ id: String(index), label: `w${index}` })),
                grid: { rows: 100, columns: 100, order: [] },
              }),
            ),
          ),
        /10,000 buttons/,
      ],
    ];

    test.each(cases)('%s', async (_name, make, message) => {
      const before = await boardSet();
      const refused = await importFile('hostile.obz', await make());
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(refused.body.message).toMatch(message);
      expect(await boardSet()).toEqual(before);
    });
  });

  test('a family member who may only view cannot import', async () => {
    const refused = await importFile('a.obf', strToU8('{}'), viewer);
    expect(refused.status).toBe(403);
  });
});
