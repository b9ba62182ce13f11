import { describe, expect, it } from 'vitest';

import { DEFAULT_PREFERENCES, EMAIL_NOTICES, emailNotificationsSchema, offeredEmailNotices } from './preferences.ts';
import { APP_ROUTES } from './routes.ts';

describe('optional e-mails', () => {
  it('lists every kind a person can save a choice for, once', () => {
    expect(EMAIL_NOTICES.map((notice) => notice.kind).toSorted()).toEqual(
      Object.keys(emailNotificationsSchema.shape).toSorted(),
    );
    expect(Object.keys(DEFAULT_PREFERENCES.notifications.email).toSorted()).toEqual(
      EMAIL_NOTICES.map((notice) => notice.kind).toSorted(),
    );
  });

  it('offers only the e-mails that are sent', () => {
    expect(
      offeredEmailNotices([
        { kind: 'deadlines', sentBy: ['ehcp'], live: true },
        { kind: 'messages', sentBy: ['messaging'], live: false },
      ]),
    ).toEqual(['deadlines']);
    expect(offeredEmailNotices()).toEqual(EMAIL_NOTICES.filter((notice) => notice.live).map((notice) => notice.kind));
  });

  it('has an e-mail sent only by a capability that is built', () => {
    for (const notice of EMAIL_NOTICES.filter((candidate) => candidate.live)) {
      const built = APP_ROUTES.some((route) => route.live && notice.sentBy.includes(route.capability));
      expect(built, notice.kind).toBe(true);
    }
  });
});
