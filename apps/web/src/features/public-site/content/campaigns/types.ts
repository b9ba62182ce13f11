/**
 * The shape of a campaign page of the public site: the home page, its variants, and the pages for each audience.
 * One component (routes/campaign-page.tsx) renders them all from this data.
 */

/** A link to a page of the site, as a button or a link. `to` is a path, with a query when it matters. */
export interface CampaignAction {
  readonly label: string;
  readonly to: string;
}

/** One point of a section: a card, a step or a line of a list. */
export interface CampaignItem {
  readonly title?: string;
  readonly text: string;
  readonly link?: CampaignAction;
}

export interface CampaignSection {
  /** Unique within the page: names the section's heading for its landmark. */
  readonly id: string;
  readonly heading: string;
  readonly intro?: string;
  /** Cards side by side, numbered steps, a list, or a list of short lines in columns. */
  readonly layout: 'cards' | 'steps' | 'list' | 'columns';
  readonly items: readonly CampaignItem[];
  /** Links after the items, e.g. to the guides a section mentions. */
  readonly links?: readonly CampaignAction[];
}

/**
 * Facts a reader can check for themselves (what the product does to protect a family, how it is built), never
 * testimonials, numbers of users or names of partners.
 */
export interface CampaignProof {
  readonly heading: string;
  readonly intro?: string;
  readonly points: readonly CampaignItem[];
}

export interface Campaign {
  /** Who the page speaks to, shown above its heading: "For schools and SENCOs". */
  readonly audience: string;
  /** The whole tab title, e.g. "Tedi for schools – Tedi". */
  readonly title: string;
  /** For search results and link previews. */
  readonly description: string;
  readonly hero: {
    readonly heading: string;
    readonly lead: readonly string[];
    /** The hero's buttons; the call to action's when left out. */
    readonly actions?: readonly CampaignAction[];
  };
  readonly sections: readonly CampaignSection[];
  readonly proof: CampaignProof;
  readonly callToAction: {
    readonly heading: string;
    readonly text: string;
    /** The first one shown is the main one. */
    readonly actions: readonly CampaignAction[];
  };
}
