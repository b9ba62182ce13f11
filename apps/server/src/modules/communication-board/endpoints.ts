import { type EndpointTable, childArea, PUBLIC } from '../endpoint-table.ts';
import { BOARD_IMPORT_PATH, BOARD_PHOTO_UPLOAD_PATH, BOARD_PREFIX, SYMBOLS_PREFIX } from './routes.ts';
import { BOARD_USAGE_PATH } from './usage-routes.ts';

const BUTTON = { id: 'b1', row: 0, column: 0, label: 'Invented' };

/**
 * Every route of the communication board and who may call it: view uses the board, edit changes it, manage (the
 * family's parents) sets the usage log.
 */
export const BOARD_ENDPOINTS: EndpointTable = [
  { method: 'GET', path: BOARD_PREFIX, access: childArea('board', 'view') },
  {
    method: 'PUT',
    path: `${BOARD_PREFIX}/settings`,
    body: {
      revision: 1,
      speech: { voiceName: null, voiceLang: null, rate: 1, pitch: 1, quietBuilding: true },
      access: { method: 'one-switch', dwellMs: 1200, scanMs: 2000 },
    },
    access: childArea('board', 'edit'),
  },
  {
    method: 'POST',
    path: `${BOARD_PREFIX}/boards`,
    body: { name: 'Invented', rows: 2, columns: 2, buttons: [BUTTON] },
    access: childArea('board', 'edit'),
  },
  {
    method: 'PUT',
    path: `${BOARD_PREFIX}/boards/:boardId`,
    body: { revision: 1, name: 'Invented', rows: 2, columns: 2, buttons: [BUTTON] },
    access: childArea('board', 'edit'),
  },
  {
    method: 'DELETE',
    path: `${BOARD_PREFIX}/boards/:boardId`,
    query: 'revision=1',
    access: childArea('board', 'edit'),
  },
  { method: 'POST', path: `${BOARD_PREFIX}/starter`, access: childArea('board', 'edit') },
  { method: 'GET', path: `${BOARD_PREFIX}/boards/:boardId/pdf`, access: childArea('board', 'view') },
  { method: 'GET', path: `${BOARD_PREFIX}/boards/:boardId/obf`, access: childArea('board', 'view') },
  { method: 'GET', path: `${BOARD_PREFIX}/obz`, access: childArea('board', 'view') },
  { method: 'POST', path: BOARD_PHOTO_UPLOAD_PATH, upload: 'photo', access: childArea('board', 'edit') },
  { method: 'POST', path: BOARD_IMPORT_PATH, upload: 'photo', access: childArea('board', 'edit') },
  // The usage log: whoever may use the board reads it; only the family's parents turn it on, off or clear it.
  { method: 'GET', path: BOARD_USAGE_PATH, query: 'days=30', access: childArea('board', 'view') },
  { method: 'PUT', path: BOARD_USAGE_PATH, body: { state: 'on' }, access: childArea('board', 'manage') },
  { method: 'DELETE', path: BOARD_USAGE_PATH, access: childArea('board', 'manage') },
  // The symbol set is the same for everyone and holds nothing of a family's.
  { method: 'GET', path: SYMBOLS_PREFIX, access: PUBLIC },
  { method: 'GET', path: `${SYMBOLS_PREFIX}/:file`, access: PUBLIC },
];
