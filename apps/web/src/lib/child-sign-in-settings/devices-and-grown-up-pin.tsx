import { CHILD_SIGN_IN_LIMITS, PATHS, type TrustedDeviceResponse } from '@tedi/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { BUTTON_CLASSES } from '../../components/ui/buttons.ts';
import { ErrorSummary } from '../../components/ui/error-summary.tsx';
import { TextField } from '../../components/ui/form-fields.tsx';
import {
  useRemoveGrownUpPin,
  useSetGrownUpPin,
  useStopTrustingDevice,
  useTrustedDevices,
} from '../../features/child-area/api/parent-side.ts';
import { formatDateTime } from '../dates.ts';
import { apiFieldErrors } from '../forms/api-field-errors.ts';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { FocusedNotice, said, type Said } from './focused-notice.tsx';
import { PIN_HINT } from './sign-in-words.ts';

/** Where a device is trusted: the child sign-in page, opened on that device. */
export function ChildSignInLink() {
  return (
    <Link to={PATHS.childSignIn} className="font-semibold text-brand underline underline-offset-4">
      Child sign-in ({PATHS.childSignIn})
    </Link>
  );
}

function DeviceItem({
  device,
  busy,
  stop,
}: {
  device: TrustedDeviceResponse;
  busy: boolean;
  stop: (device: TrustedDeviceResponse) => void;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col">
        <p className="font-semibold break-words">{device.name}</p>
        <p className="text-ink-muted">
          Trusted on <time dateTime={device.createdAt}>{formatDateTime(device.createdAt)}</time>
        </p>
        <p className="text-ink-muted">
          {device.lastUsedAt ? (
            <>
              Last used on <time dateTime={device.lastUsedAt}>{formatDateTime(device.lastUsedAt)}</time>
            </>
          ) : (
            'Not used yet'
          )}
        </p>
      </div>
      <div>
        <button type="button" disabled={busy} onClick={() => stop(device)} className={BUTTON_CLASSES.danger}>
          Stop trusting<span className="sr-only"> {device.name}</span>
        </button>
      </div>
    </li>
  );
}

/** The devices the family trusts for their children's sign-in, each of which a parent can stop trusting. */
function TrustedDevices({ name }: { name: string }) {
  const devices = useTrustedDevices();
  const stop = useStopTrustingDevice();
  const [notice, setNotice] = useState<Said | null>(null);

  const stopTrusting = (device: TrustedDeviceResponse) => {
    setNotice(null);
    stop.mutate(device.id, {
      onSuccess: () =>
        setNotice(
          said(
            `${device.name} is no longer trusted. Your children can't sign in on it until a parent trusts it again.`,
          ),
        ),
      onError: (error) =>
        setNotice(said(apiFieldErrors(error).form ?? 'We couldn’t stop trusting the device just now.', 'warning')),
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <h4 className="text-lg font-bold">Trusted devices</h4>
      <p>
        A trusted device shows the sign-in of each of your children whose sign-in is on. Trust only devices your family
        keeps, like a tablet at home. You can trust up to {CHILD_SIGN_IN_LIMITS.devicesMax}.
      </p>
      <FocusedNotice said={notice} />
      {devices.isPending ? <p>Loading your trusted devices...</p> : null}
      {devices.isError ? (
        <p className="font-semibold text-danger">
          {apiFieldErrors(devices.error).form ?? 'We couldn’t load your trusted devices just now.'}
        </p>
      ) : null}
      {devices.data && devices.data.length === 0 ? (
        <p>
          No devices yet. To trust one, open Tedi on the device {name} uses and go to <ChildSignInLink />.
        </p>
      ) : null}
      {devices.data && devices.data.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {devices.data.map((device) => (
            <DeviceItem key={device.id} device={device} busy={stop.isPending} stop={stopTrusting} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The family's grown-up PIN, for leaving a child's area on a shared device: set, change or remove it. A parent's
 * e-mail address and password always work as well.
 */
function GrownUpPin({ childId, name, isSet }: { childId: string; name: string; isSet: boolean }) {
  const setPin = useSetGrownUpPin(childId);
  const removePin = useRemoveGrownUpPin(childId);
  const [editing, setEditing] = useState(false);
  const [pin, setPinValue] = useState('');
  const [notice, setNotice] = useState<Said | null>(null);
  const { errors, setErrors, summary, idOf } = useFormErrors<'pin'>('grown-up-pin', ['pin']);
  const busy = setPin.isPending || removePin.isPending;
  const opener = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Closed without a change: focus returns to the button that opened the form.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      opener.current?.focus();
    }
  }, [editing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({ fields: {} });
    setPin.mutate(pin, {
      onSuccess: () => {
        setEditing(false);
        setPinValue('');
        setNotice(said('The grown-up PIN is saved.'));
      },
      onError: (error) => {
        const refused = apiFieldErrors(error);
        setErrors({ fields: refused.fields.pin ? { pin: refused.fields.pin } : {}, form: refused.form });
      },
    });
  };

  const remove = () => {
    setNotice(null);
    removePin.mutate(undefined, {
      onSuccess: () =>
        setNotice(said('The grown-up PIN is removed. A parent’s e-mail address and password still work.')),
      onError: (error) =>
        setNotice(said(apiFieldErrors(error).form ?? 'We couldn’t remove the grown-up PIN just now.', 'warning')),
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <h4 className="text-lg font-bold">Grown-up PIN</h4>
      <p>
        To leave {name}'s area and get back to the rest of Tedi, a grown-up types this PIN. A parent's e-mail address
        and password always work too.
      </p>
      <p className="font-semibold">{isSet ? 'A grown-up PIN is set.' : 'No grown-up PIN is set.'}</p>
      <FocusedNotice said={notice} />
      {editing ? (
        <form noValidate onSubmit={submit} aria-busy={busy} className="flex flex-col gap-4">
          <ErrorSummary items={summary} />
          <TextField
            id={idOf('pin')}
            label={isSet ? 'New grown-up PIN' : 'Grown-up PIN'}
            hint={`${PIN_HINT} Choose one your children don't know. It is the same for the whole family.`}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={CHILD_SIGN_IN_LIMITS.pinMaxLength}
            autoFocus
            value={pin}
            error={errors.fields.pin}
            onChange={(event) => setPinValue(event.target.value.trim())}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={busy} className={BUTTON_CLASSES.primary}>
              {setPin.isPending ? 'Saving...' : 'Save grown-up PIN'}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                returnFocus.current = true;
                setEditing(false);
                setPinValue('');
                setErrors({ fields: {} });
              }}
              className={BUTTON_CLASSES.secondary}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            ref={opener}
            type="button"
            disabled={busy}
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
            className={BUTTON_CLASSES.secondary}
          >
            {isSet ? 'Change the grown-up PIN' : 'Set a grown-up PIN'}
          </button>
          {isSet ? (
            <button type="button" disabled={busy} onClick={remove} className={BUTTON_CLASSES.danger}>
              {removePin.isPending ? 'Removing...' : 'Remove the grown-up PIN'}
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}

/** Family-wide settings of the children's sign-in, shown in each child's sign-in section. */
export function DevicesAndGrownUpPin({
  childId,
  name,
  grownUpPinSet,
}: {
  childId: string;
  name: string;
  /** Whether the family has a grown-up PIN, or null while the child's sign-in is not known yet. */
  grownUpPinSet: boolean | null;
}) {
  return (
    <div className="flex flex-col gap-5 border-t border-line pt-5">
      <div className="flex flex-col gap-1">
        <h3 className="text-h3 font-bold">Devices and grown-up PIN</h3>
        <p className="text-ink-muted">These are for the whole family, not only {name}.</p>
      </div>
      <TrustedDevices name={name} />
      {grownUpPinSet === null ? null : <GrownUpPin childId={childId} name={name} isSet={grownUpPinSet} />}
    </div>
  );
}
