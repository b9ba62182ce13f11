import { accountDeletionCapability } from './account-deletion/plugin.ts';
import { calendarCapability } from './calendar/plugin.ts';
import type { Capability } from './capability.ts';
import { childAreaCapability } from './child-area/plugin.ts';
import { childAuditCapability } from './child-audit/plugin.ts';
import { childrenCapability } from './children/plugin.ts';
import { communicationBoardCapability } from './communication-board/plugin.ts';
import { contentCapability } from './content/plugin.ts';
import { documentsCapability } from './documents/plugin.ts';
import { documentGeneratorCapability } from './document-generator/plugin.ts';
import { ehcpCapability } from './ehcp/plugin.ts';
import { dlaCapability } from './dla/plugin.ts';
import { familyCapability } from './family/plugin.ts';
import { healthCapability } from './health/plugin.ts';
import { healthPassportCapability } from './health-passport/plugin.ts';
import { onboardingCapability } from './onboarding/plugin.ts';
import { preferencesCapability } from './preferences/plugin.ts';
import { shareLinksCapability } from './share-links/plugin.ts';
import { subscriptionsCapability } from './subscriptions/plugin.ts';

/**
 * Every capability of the product, registered in this order: a capability may use the services of those above it
 * (the family capability reads children through the children service). A new capability is added here, once.
 */
export const CAPABILITIES: readonly Capability[] = [
  contentCapability,
  childrenCapability,
  childAuditCapability,
  shareLinksCapability,
  preferencesCapability,
  calendarCapability,
  healthCapability,
  healthPassportCapability,
  communicationBoardCapability,
  // After the board, which the child's own area shows.
  childAreaCapability,
  documentsCapability,
  // Before the EHCP and DLA capabilities, which add their facts to its templates.
  documentGeneratorCapability,
  ehcpCapability,
  dlaCapability,
  onboardingCapability,
  subscriptionsCapability,
  familyCapability,
  accountDeletionCapability,
];
