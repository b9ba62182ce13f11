import { GET_MORE, HOME, HOME_IN_STEPS, LAUNCH, NEW_TO_SEND, SHOWCASE } from './campaigns/landings.ts';
import {
  CHARITIES,
  COMMUNITY_PARTNERS,
  EMPLOYERS,
  FOR_SPONSORS,
  INSURERS,
  SCHOOLS,
  SPONSORSHIP,
} from './campaigns/organisations.ts';
import {
  CONTENT_PARTNERS,
  ESTATE_PLANNING,
  INVESTORS,
  RECOMMENDERS,
  TECHNOLOGY_PARTNERS,
} from './campaigns/partners.ts';
import { ROADMAP } from './campaigns/roadmap.ts';
import { BECOME_AN_EARLY_SUPPORTER, OUR_EARLY_SUPPORTERS } from './campaigns/supporters.ts';
import type { Campaign } from './campaigns/types.ts';

/**
 * Every campaign page of the public site, by its route. The route table in the contracts says which are live and
 * which repeat another page at a second address (`canonicalPath`).
 */
export const CAMPAIGNS: Readonly<Record<string, Campaign>> = {
  '/': HOME,
  '/index': HOME,
  '/index-v2': HOME_IN_STEPS,
  '/new-landing': NEW_TO_SEND,
  '/launch-landing': LAUNCH,
  '/product-lift': GET_MORE,
  '/showcase': SHOWCASE,
  '/school': SCHOOLS,
  '/charity-landing': CHARITIES,
  '/employee-benefits-landing': EMPLOYERS,
  '/insurance-partnership-landing': INSURERS,
  '/sponsorship-landing': SPONSORSHIP,
  '/sponsors-landing': FOR_SPONSORS,
  '/comfa-landing': COMMUNITY_PARTNERS,
  '/affiliate-recruitment-landing': RECOMMENDERS,
  '/estate-planning-landing': ESTATE_PLANNING,
  '/content-partners': CONTENT_PARTNERS,
  '/technology-partnerships': TECHNOLOGY_PARTNERS,
  '/investor-demo': INVESTORS,
  '/our-early-supporters': OUR_EARLY_SUPPORTERS,
  '/early-supporter': BECOME_AN_EARLY_SUPPORTER,
  '/roadmap': ROADMAP,
};
