import type { EmailNoticeKind, PreferencesResponse, PreferencesUpdateInput } from '@tedi/contracts';
import type { Actor } from '../../auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { preferencesOf, presentPreferences } from './presenter.ts';
import type { PreferencesRepository } from './repository.ts';

/** The person asking, or null for a caller who is not signed in. */
export type PreferencesActor = Pick<Actor, 'userId'> | null;

/**
 * A user's own preferences. Nobody reads or changes another's: every method a request reaches works on the actor's
 * own row.
 */
export class PreferencesService {
  readonly #repository: PreferencesRepository;

  constructor(repository: PreferencesRepository) {
    this.#repository = repository;
  }

  #userId(actor: PreferencesActor): string {
    if (actor === null) throw new AppError('unauthorized', 'Please sign in.');
    return actor.userId;
  }

  async get(actor: PreferencesActor): Promise<PreferencesResponse> {
    return presentPreferences(preferencesOf(await this.#repository.find(this.#userId(actor))));
  }

  /**
   * For the service's own optional e-mails to a person (a reminder): whether they want this kind, as they chose or
   * by default. Only a yes or no leaves this service, never the rest of their preferences.
   */
  async wantsEmailNotice(userId: string, kind: EmailNoticeKind): Promise<boolean> {
    return preferencesOf(await this.#repository.find(userId)).notifications.email[kind];
  }

  /** Merges a change (already validated by the route's schema) into what is saved; what is not sent stays. */
  async update(actor: PreferencesActor, change: PreferencesUpdateInput): Promise<PreferencesResponse> {
    const userId = this.#userId(actor);
    const current = preferencesOf(await this.#repository.find(userId));
    const saved = await this.#repository.save(userId, {
      dashboardSettings: { ...current.dashboardSettings, ...change.dashboardSettings },
      dashboardLayout: change.dashboardLayout ?? current.dashboardLayout,
      emailNotifications: { ...current.notifications.email, ...change.notifications?.email },
    });
    return presentPreferences(preferencesOf(saved));
  }
}
