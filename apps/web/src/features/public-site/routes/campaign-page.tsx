import { matchAppRoute } from '@tedi/contracts';
import { useLocation } from 'react-router';

import { CampaignView } from '../components/campaign-view.tsx';
import { CAMPAIGNS } from '../content/campaigns.ts';

/**
 * The home page and every campaign page: the address picks the campaign, and the route table says where its
 * canonical address is (the page itself, or the page it repeats).
 */
export function CampaignPage() {
  const { pathname } = useLocation();
  const route = matchAppRoute(pathname);
  const campaign = route ? CAMPAIGNS[route.path] : undefined;
  if (!route || !campaign) throw new Error(`There is no campaign page at ${pathname}.`);
  return <CampaignView campaign={campaign} canonicalPath={route.canonicalPath ?? route.path} />;
}
