import type { Capability } from '../capability.ts';
import { serviceOf } from '../capability.ts';
import { registerSharedPage } from '../share-links/shared-page.ts';
import { PASSPORT_ENDPOINTS } from './endpoints.ts';
import { PassportRepository } from './repository.ts';
import { registerPassportRoutes } from './routes.ts';
import { PassportService } from './service.ts';

/**
 * The health passport: what is written on it, read together with the profile and the health hub through their
 * services, under /api/v1/children/:childId/health/passport; its written parts go in the family's export.
 */
export const healthPassportCapability: Capability = {
  name: 'health-passport',
  endpoints: PASSPORT_ENDPOINTS,
  register({ app, config, database, access, clock }, services) {
    const children = serviceOf(services, 'children', 'health-passport');
    const health = serviceOf(services, 'health', 'health-passport');
    const reminders = serviceOf(services, 'reminders', 'health-passport');
    const passports = new PassportService(
      new PassportRepository(database.db),
      access,
      {
        child: async (actor, childId) => {
          const [shared] = await children.sharedWith(actor, [childId]);
          if (!shared) throw new Error('The passport asked for a child the access check had allowed, and got none');
          return shared;
        },
        health: (actor, childId) => health.recordFor(actor, childId),
        record: (actor, childId) => health.recordFor(actor, childId),
        photo: async (actor, fileId) => {
          try {
            return (await children.download(actor, fileId)).bytes;
          } catch {
            // A photo that cannot be read leaves a gap on the paper rather than no passport at all.
            return null;
          }
        },
      },
      clock,
      reminders,
    );
    // The six-monthly check is reminded by e-mail when it falls due.
    reminders.usePassportReviews({ reviewDueOn: (childId) => passports.reviewDueOn(childId) });
    registerPassportRoutes(app, passports, config.publicUrl.origin);
    const shareLinks = serviceOf(services, 'shareLinks', 'health-passport');
    registerSharedPage(app, shareLinks, 'health-passport', async (link, request, reply) => {
      const shared = await passports.shared(link, {
        profilePass: (opened) =>
          access.sharedLinkPass(
            { id: opened.id, childId: opened.childId, createdByUserId: opened.pass.member.userId },
            'profile',
          ),
        profile: (pass, childId) => children.profileForLink(pass, childId),
        record: (pass, childId) => health.recordWith(pass, childId),
      });
      if (!shared || !app.webPages) return reply.callNotFound();
      return app.webPages.send(reply, request.url, { sharedPassport: shared });
    });
    children.addExportContributor({
      name: 'healthPassport',
      recordsOf: (rights, ids) => passports.writtenOf(rights, ids),
    });
    return Promise.resolve();
  },
};
