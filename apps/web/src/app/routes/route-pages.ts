import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Downloads a page's code; resolves to what React Router's `lazy` expects: the page, and when it reads data its
 * loader (run by the server too, for pages rendered there) and the boundary shown when the loader finds nothing.
 */
export type PageLoader = () => Promise<{ Component: ComponentType } & Pick<RouteObject, 'loader' | 'ErrorBoundary'>>;

const contentListPage = () =>
  import('../../features/content/routes/content-list-page.tsx').then((page) => ({
    Component: page.ContentListPage,
    loader: page.loader,
  }));
const contentItemPage = () =>
  import('../../features/content/routes/content-item-page.tsx').then((page) => ({
    Component: page.ContentItemPage,
    loader: page.loader,
    ErrorBoundary: page.ContentItemNotFound,
  }));

const campaignPage = () =>
  import('../../features/public-site/routes/campaign-page.tsx').then((page) => ({ Component: page.CampaignPage }));

/** The page of every live route, by its path in the contracts route table. Each page is its own download. */
export const ROUTE_PAGES: Readonly<Record<string, PageLoader>> = {
  // One campaign page, fed by data: the address picks the campaign. The home page's import is written out, so the
  // browser journeys and the bundle report can find its chunk.
  '/': () =>
    import('../../features/public-site/routes/campaign-page.tsx').then((page) => ({ Component: page.CampaignPage })),
  '/index': campaignPage,
  '/index-v2': campaignPage,
  '/new-landing': campaignPage,
  '/launch-landing': campaignPage,
  '/product-lift': campaignPage,
  '/showcase': campaignPage,
  '/school': campaignPage,
  '/charity-landing': campaignPage,
  '/employee-benefits-landing': campaignPage,
  '/insurance-partnership-landing': campaignPage,
  '/sponsorship-landing': campaignPage,
  '/sponsors-landing': campaignPage,
  '/comfa-landing': campaignPage,
  '/affiliate-recruitment-landing': campaignPage,
  '/estate-planning-landing': campaignPage,
  '/content-partners': campaignPage,
  '/technology-partnerships': campaignPage,
  '/investor-demo': campaignPage,
  '/our-early-supporters': campaignPage,
  '/early-supporter': campaignPage,
  '/roadmap': campaignPage,
  '/guides': contentListPage,
  '/guides/:slug': contentItemPage,
  '/resources/guides': contentListPage,
  '/resources/guides/:slug': contentItemPage,
  '/resources/articles': contentListPage,
  '/resources/articles/:slug': contentItemPage,
  '/resources/blog': contentListPage,
  '/resources/blog/:slug': contentItemPage,
  '/onboarding-videos': () =>
    import('../../features/content/routes/video-list-page.tsx').then((page) => ({
      Component: page.VideoListPage,
      loader: page.loader,
    })),
  '/privacy': () =>
    import('../../features/public-site/routes/privacy-page.tsx').then((page) => ({ Component: page.PrivacyPage })),
  '/security-privacy': () =>
    import('../../features/public-site/routes/security-privacy-page.tsx').then((page) => ({
      Component: page.SecurityPrivacyPage,
    })),
  '/terms': () =>
    import('../../features/public-site/routes/terms-page.tsx').then((page) => ({ Component: page.TermsPage })),
  '/faqs': () =>
    import('../../features/public-site/routes/faqs-page.tsx').then((page) => ({ Component: page.FaqsPage })),
  '/support': () =>
    import('../../features/public-site/routes/support-page.tsx').then((page) => ({ Component: page.SupportPage })),
  '/loader-demo': () =>
    import('../../features/public-site/routes/loader-demo-page.tsx').then((page) => ({
      Component: page.LoaderDemoPage,
    })),
  '/tutorials': () =>
    import('../../features/public-site/routes/tutorials-page.tsx').then((page) => ({ Component: page.TutorialsPage })),
  '/visual-tutorials': () =>
    import('../../features/public-site/routes/visual-tutorials-page.tsx').then((page) => ({
      Component: page.VisualTutorialsPage,
    })),
  '/migration': () =>
    import('../../features/public-site/routes/migration-page.tsx').then((page) => ({ Component: page.MigrationPage })),
  '/contact': () =>
    import('../../features/public-site/routes/contact-page.tsx').then((page) => ({
      Component: page.ContactPage,
      loader: page.loader,
    })),
  // One shared authentication page, in the mode its address asks for (spec section 2).
  '/auth': () => import('../../features/accounts/routes/auth-page.tsx').then((page) => ({ Component: page.AuthPage })),
  '/register': () =>
    import('../../features/accounts/routes/auth-page.tsx').then((page) => ({ Component: page.AuthPage })),
  '/forgot-password': () =>
    import('../../features/accounts/routes/auth-page.tsx').then((page) => ({ Component: page.AuthPage })),
  '/reset-password': () =>
    import('../../features/accounts/routes/auth-page.tsx').then((page) => ({ Component: page.AuthPage })),
  // Family: the invitation page (one page at three addresses) and the family member's dashboard.
  '/accept-invitation': () =>
    import('../../features/family/routes/accept-invitation-page.tsx').then((page) => ({
      Component: page.AcceptInvitationPage,
    })),
  '/join-family': () =>
    import('../../features/family/routes/accept-invitation-page.tsx').then((page) => ({
      Component: page.AcceptInvitationPage,
    })),
  '/family-invitation-acceptance': () =>
    import('../../features/family/routes/accept-invitation-page.tsx').then((page) => ({
      Component: page.AcceptInvitationPage,
    })),
  '/dashboard/family-member': () =>
    import('../../features/family/routes/family-member-dashboard-page.tsx').then((page) => ({
      Component: page.FamilyMemberDashboardPage,
    })),
  '/super-admin-login': () =>
    import('../../features/accounts/routes/super-admin-login-page.tsx').then((page) => ({
      Component: page.SuperAdminLoginPage,
    })),
  // One dashboard page: the address picks the layout (or, for the plain address, the parent's last choice).
  '/parent': () =>
    import('../../features/dashboard/routes/parent-dashboard-page.tsx').then((page) => ({
      Component: page.ParentDashboardPage,
      loader: page.loader,
    })),
  '/dashboard/parent': () =>
    import('../../features/dashboard/routes/parent-dashboard-page.tsx').then((page) => ({
      Component: page.ParentDashboardPage,
      loader: page.loader,
    })),
  '/dashboard/parent/tiles': () =>
    import('../../features/dashboard/routes/parent-dashboard-page.tsx').then((page) => ({
      Component: page.ParentDashboardPage,
      loader: page.loader,
    })),
  '/dashboard/parent/cursor': () =>
    import('../../features/dashboard/routes/parent-dashboard-page.tsx').then((page) => ({
      Component: page.ParentDashboardPage,
      loader: page.loader,
    })),
  '/dashboard/parent/enhanced': () =>
    import('../../features/dashboard/routes/parent-dashboard-page.tsx').then((page) => ({
      Component: page.ParentDashboardPage,
      loader: page.loader,
    })),
  '/parent/settings': () =>
    import('../../features/accounts/routes/parent-settings-page.tsx').then((page) => ({
      Component: page.ParentSettingsPage,
    })),
  '/parent/document-generator': () =>
    import('../../features/document-generator/routes/document-generator-page.tsx').then((page) => ({
      Component: page.DocumentGeneratorPage,
    })),
  '/dashboard/parent/document-generator': () =>
    import('../../features/document-generator/routes/document-generator-page.tsx').then((page) => ({
      Component: page.StandaloneDocumentGeneratorPage,
    })),
  '/parent/ehcp': () =>
    import('../../features/ehcp/routes/ehcp-page.tsx').then((page) => ({ Component: page.EhcpPage })),
  '/parent/health-hub': () =>
    import('../../features/health/routes/health-hub-page.tsx').then((page) => ({ Component: page.HealthHubPage })),
  '/dashboard/parent/documents': () =>
    import('../../features/documents/routes/documents-page.tsx').then((page) => ({ Component: page.DocumentsPage })),
  '/dashboard/parent/child/:childId': () =>
    import('../../features/children/routes/child-profile-page.tsx').then((page) => ({
      Component: page.ChildProfilePage,
    })),
  '/parent/communication': () =>
    import('../../features/communication-board/routes/communication-page.tsx').then((page) => ({
      Component: page.CommunicationPage,
    })),
  '/parent/dla': () => import('../../features/dla/routes/dla-page.tsx').then((page) => ({ Component: page.DlaPage })),
  '/parent/health-passport': () =>
    import('../../features/health-passport/routes/health-passport-page.tsx').then((page) => ({
      Component: page.HealthPassportPage,
    })),
  '/share/passport/:token': () =>
    import('../../features/health-passport/routes/shared-passport-page.tsx').then((page) => ({
      Component: page.SharedPassportPage,
      loader: page.loader,
    })),
  // Onboarding and the pages the access gate sends people to.
  '/onboarding': () =>
    import('../../features/onboarding/routes/onboarding-page.tsx').then((page) => ({ Component: page.OnboardingPage })),
  '/account-type-selection': () =>
    import('../../features/onboarding/routes/account-type-selection-page.tsx').then((page) => ({
      Component: page.AccountTypeSelectionPage,
    })),
  '/thank-you': () =>
    import('../../features/onboarding/routes/thank-you-page.tsx').then((page) => ({ Component: page.ThankYouPage })),
  '/thank-you-fixed': () =>
    import('../../features/onboarding/routes/thank-you-page.tsx').then((page) => ({ Component: page.ThankYouPage })),
  '/subscription': () =>
    import('../../features/subscriptions/routes/subscription-page.tsx').then((page) => ({
      Component: page.SubscriptionPage,
    })),
  '/payment-success': () =>
    import('../../features/subscriptions/routes/payment-success-page.tsx').then((page) => ({
      Component: page.PaymentSuccessPage,
    })),
  '/subscription-renewal': () =>
    import('../../features/subscriptions/routes/subscription-renewal-page.tsx').then((page) => ({
      Component: page.SubscriptionRenewalPage,
    })),
  '/annual-license-offer': () =>
    import('../../features/subscriptions/routes/offer-pages.tsx').then((page) => ({
      Component: page.AnnualLicenceOfferPage,
    })),
  '/tedi-launch-offer': () =>
    import('../../features/subscriptions/routes/offer-pages.tsx').then((page) => ({
      Component: page.TediLaunchOfferPage,
    })),
  '/subscription-gate': () =>
    import('../../features/subscriptions/routes/subscription-page.tsx').then((page) => ({
      Component: page.SubscriptionGatePage,
    })),
  // Sponsors: who pays for families, how an organisation becomes a sponsor, and the confirmation of its enquiry.
  '/sponsors': () =>
    import('../../features/subscriptions/routes/sponsors-page.tsx').then((page) => ({
      Component: page.SponsorsPage,
      loader: page.loader,
    })),
  '/sponsor-landing': () =>
    import('../../features/subscriptions/routes/sponsor-landing-page.tsx').then((page) => ({
      Component: page.SponsorLandingPage,
      loader: page.loader,
    })),
  '/child/login': () =>
    import('../../features/child-area/routes/child-login-page.tsx').then((page) => ({
      Component: page.ChildLoginPage,
    })),
  '/child': () =>
    import('../../features/child-area/routes/child-home-page.tsx').then((page) => ({
      Component: page.ChildHomePage,
      loader: page.loader,
    })),
  '/dashboard/child': () =>
    import('../../features/child-area/routes/child-home-page.tsx').then((page) => ({
      Component: page.ChildHomePage,
      loader: page.loader,
    })),
  '/child/profile': () =>
    import('../../features/child-area/routes/child-me-page.tsx').then((page) => ({ Component: page.ChildMePage })),
  '/child/settings': () =>
    import('../../features/child-area/routes/child-settings-page.tsx').then((page) => ({
      Component: page.ChildSettingsPage,
    })),
  '/sponsor-success': () =>
    import('../../features/subscriptions/routes/sponsor-success-page.tsx').then((page) => ({
      Component: page.SponsorSuccessPage,
    })),
};
