import type { DatabaseHandle } from '@tedi/db';
import type { AccountRemoval } from '../auth/user/account-removal.ts';
import type { ChildAccounts } from '../auth/user/child-accounts.ts';
import type { EmailBudget } from '../auth/email-budget.ts';
import type { App } from '../platform/app.ts';
import type { Clock } from '../platform/clock.ts';
import type { Config } from '../platform/config.ts';
import type { JobQueue } from '../platform/job-queue.ts';
import type { Mailer } from '../platform/mailer.ts';
import type { StorageDriver } from '../platform/storage-driver.ts';
import type { ChildAuditService } from '../platform/child-audit.ts';
import type { ChildAccessService } from '../policies/child-access.ts';
import type { EndpointTable } from './endpoint-table.ts';
import type { AccountDeletionService } from './account-deletion/service.ts';
import type { CalendarService } from './calendar/service.ts';
import type { ChildrenService } from './children/service.ts';
import type { BoardService } from './communication-board/service.ts';
import type { DlaService } from './dla/service.ts';
import type { DocumentsService } from './documents/service.ts';
import type { DocumentGeneratorService } from './document-generator/service.ts';
import type { EhcpService } from './ehcp/service.ts';
import type { HealthService } from './health/service.ts';
import type { PreferencesService } from './preferences/service.ts';
import type { ShareLinksService } from './share-links/service.ts';
import type { AppointmentReminders } from './reminders/service.ts';

/** What every capability is given: the server, the platform's parts, and the one child access check. */
export interface CapabilityContext {
  readonly app: App;
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly mailer: Mailer;
  /** Hourly e-mail budgets per recipient, per sender and per kind, for e-mails someone asks the service to send. */
  readonly emailBudget: EmailBudget;
  readonly storage: StorageDriver;
  readonly clock: Clock;
  /** The durable queue of scheduled work: `schedule`, `cancel`, `reschedule`, and `handle` for a kind's handler. */
  readonly jobs: JobQueue;
  readonly access: ChildAccessService;
  /** The audit of child data: a capability records reads and changes with the pass its access check gave. */
  readonly audit: ChildAuditService;
  /** For capabilities that act on a whole account (its deletion). */
  readonly accounts: AccountRemoval;
  /** Children's own accounts and sessions (the child area's sign-in). */
  readonly childAccounts: ChildAccounts;
}

/**
 * The services capabilities offer one another. A capability that others call adds its service here; a module
 * never reaches into another's repository.
 */
export interface CapabilityServices {
  readonly children: ChildrenService;
  /** A child's health record, for the passport and the FHIR export (`recordFor`). */
  readonly health: HealthService;
  readonly preferences: PreferencesService;
  /** A child's communication board; the child's own area shows it with the child's pass (`setWithPass`). */
  readonly board: BoardService;
  readonly accountDeletions: AccountDeletionService;
  /** Links a parent makes to share one thing about a child; the sharing capability registers the page. */
  readonly shareLinks: ShareLinksService;
  readonly calendar: CalendarService;
  readonly reminders: AppointmentReminders;
  /** A child's EHCP case; `templateFacts(actor, childId)` gives the document generator its `ehcp.*` facts. */
  readonly ehcp: EhcpService;
  /** A child's DLA claim; `templateFacts` gives the document generator the `dla.*` facts. */
  readonly dla: DlaService;
  /**
   * The family's document library: `storeGenerated(actor, childId, input)` keeps what a capability made (a letter's
   * PDF and DOCX) as a new document, or a new version of one, in the child's library.
   */
  readonly documents: DocumentsService;
  /** Letters and documents filled from a child's record; other capabilities add their facts (`addSource`). */
  readonly documentGenerator: DocumentGeneratorService;
}

/** The services of the capabilities registered so far. */
export type RegisteredServices = Partial<CapabilityServices>;

/** One capability: its name, every endpoint it serves with who may call it, and how it registers. */
export interface Capability {
  readonly name: string;
  /** Every route the capability registers, for the unauthorised-access suite (which fails on an undeclared one). */
  readonly endpoints: EndpointTable;
  register(context: CapabilityContext, services: RegisteredServices): Promise<RegisteredServices | void>;
}

/** A service of a capability registered earlier; a mistake in the order stops the server at boot, not later. */
export function serviceOf<Name extends keyof CapabilityServices>(
  services: RegisteredServices,
  name: Name,
  neededBy: string,
): CapabilityServices[Name] {
  const service = services[name];
  if (!service) throw new Error(`The ${neededBy} capability needs ${name}: register it after the one providing it`);
  return service;
}
