import { CHILD_AREA_API } from '@tedi/contracts';
import { CHILD_SELF, childArea, type EndpointTable, TRUSTED_DEVICE } from '../endpoint-table.ts';
import { CHILD_AREA_PATH, CHILD_SIGN_IN_PATH, DEVICE_CHILDREN_PATH, DEVICES_PATH } from './routes.ts';

const MANAGE = childArea('profile', 'manage');
const FAMILY_DEVICES = { kind: 'family', action: 'devices' } as const;
/** A token of the right shape that no family trusted: the refusal is the token's, not the body's. */
const UNKNOWN_DEVICE = { deviceToken: 'A'.repeat(43) };

/** Every route of the child area and who may call it. */
export const CHILD_AREA_ENDPOINTS: EndpointTable = [
  // A parent's side: the child's sign-in on their profile, the family's devices and grown-up PIN.
  { method: 'GET', path: CHILD_SIGN_IN_PATH, access: MANAGE },
  {
    method: 'PUT',
    path: CHILD_SIGN_IN_PATH,
    body: {
      method: 'pin',
      pin: '2468',
      sessionMinutes: 60,
      allowances: { sounds: true, theme: true, voice: false },
    },
    access: MANAGE,
  },
  { method: 'DELETE', path: CHILD_SIGN_IN_PATH, access: MANAGE },
  { method: 'POST', path: `${CHILD_SIGN_IN_PATH}/unlock`, access: MANAGE },
  { method: 'POST', path: `${CHILD_SIGN_IN_PATH}/session`, access: MANAGE },
  { method: 'GET', path: DEVICES_PATH, access: FAMILY_DEVICES },
  { method: 'POST', path: DEVICES_PATH, body: { name: 'Invented tablet' }, access: FAMILY_DEVICES },
  { method: 'DELETE', path: `${DEVICES_PATH}/:deviceId`, access: FAMILY_DEVICES },
  { method: 'PUT', path: CHILD_AREA_API.grownUpPin, body: { pin: '1357' }, access: FAMILY_DEVICES },
  { method: 'DELETE', path: CHILD_AREA_API.grownUpPin, access: FAMILY_DEVICES },
  // A trusted device's side, before anyone signs in.
  { method: 'POST', path: DEVICE_CHILDREN_PATH, body: UNKNOWN_DEVICE, access: TRUSTED_DEVICE },
  { method: 'POST', path: `${DEVICE_CHILDREN_PATH}/:childId/photo`, body: UNKNOWN_DEVICE, access: TRUSTED_DEVICE },
  {
    method: 'POST',
    path: CHILD_AREA_API.startSession,
    body: { ...UNKNOWN_DEVICE, childId: '00000000-0000-4000-8000-000000000000', pictures: ['dog-face', 'star', 'sun'] },
    access: TRUSTED_DEVICE,
  },
  // The signed-in child's own area.
  { method: 'GET', path: CHILD_AREA_PATH, access: CHILD_SELF },
  { method: 'GET', path: CHILD_AREA_API.photo, access: CHILD_SELF },
  { method: 'GET', path: CHILD_AREA_API.me, access: CHILD_SELF },
  {
    method: 'PUT',
    path: CHILD_AREA_API.settings,
    body: { sounds: false, theme: 'sky', voiceName: null },
    access: CHILD_SELF,
  },
  { method: 'GET', path: CHILD_AREA_API.board, access: CHILD_SELF },
  { method: 'POST', path: CHILD_AREA_API.boardUsage, body: { words: [{ word: 'more' }] }, access: CHILD_SELF },
  { method: 'GET', path: `${CHILD_AREA_PATH}/board-photos/:fileId`, access: CHILD_SELF },
  { method: 'POST', path: CHILD_AREA_API.leave, body: { pin: '1357' }, access: CHILD_SELF },
];
