import { TRUSTED_DEVICE_STORAGE_KEY } from '@tedi/contracts';

/** What a trusted device remembers: which device it is to the family, and the token that proves it. */
export interface TrustedDevice {
  readonly id: string;
  readonly name: string;
  readonly token: string;
}

function isTrustedDevice(value: unknown): value is TrustedDevice {
  const device = value as Partial<TrustedDevice> | null;
  return (
    typeof device?.id === 'string' &&
    typeof device.name === 'string' &&
    typeof device.token === 'string' &&
    /^[A-Za-z0-9_-]{43}$/.test(device.token)
  );
}

/** The device's trust, kept in this browser only (never in an address or a cookie); null when not trusted. */
export function readTrustedDevice(storage: Storage | undefined = globalThis.localStorage): TrustedDevice | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(TRUSTED_DEVICE_STORAGE_KEY) ?? 'null');
    return isTrustedDevice(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function rememberTrustedDevice(device: TrustedDevice, storage: Storage = globalThis.localStorage): void {
  storage.setItem(TRUSTED_DEVICE_STORAGE_KEY, JSON.stringify(device));
}

export function forgetTrustedDevice(storage: Storage = globalThis.localStorage): void {
  storage.removeItem(TRUSTED_DEVICE_STORAGE_KEY);
}
