import type { ContactFormState } from '@tedi/contracts';

/**
 * The two hidden parts of a form posted to the server that turn bots away without a captcha: the signed time the
 * form was shown, and a field people never see or hear, which only a bot filling in every field fills in.
 */
export function FormGuardFields({ formToken }: { formToken: string }) {
  return (
    <>
      <input type="hidden" name="formToken" value={formToken} />
      <div className="hidden" aria-hidden="true">
        <label htmlFor="website">Leave this empty</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/**
 * What to fix, at the top of a form the server sent back refused: the problem with the whole form, if any, and a
 * link to each field in question (the field's id is its name). It is an alert, read out as the page arrives, since a
 * page rendered on the server has no script to move focus to it.
 */
export function PostedFormErrorSummary({ title, errors }: { title: string; errors: ContactFormState['errors'] }) {
  const fieldErrors = Object.entries(errors).filter(([field]) => field !== 'form');
  if (Object.keys(errors).length === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby="error-summary-heading"
      className="flex flex-col gap-2 rounded-xl border-2 border-danger bg-danger-soft p-5"
    >
      <h2 id="error-summary-heading" className="text-h3 font-bold">
        {title}
      </h2>
      {errors.form ? <p>{errors.form}</p> : null}
      {fieldErrors.length > 0 ? (
        <ul className="list-disc pl-6">
          {fieldErrors.map(([field, message]) => (
            <li key={field}>
              <a href={`#${field}`} className="font-semibold text-danger">
                {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
