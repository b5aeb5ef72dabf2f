// What the page frame shows besides the category tree (spec part 1 §2 "Shared page frame"): the market's
// customer-service contact, the promo banners above the header, whether the Trustpilot strip shows, the
// returns portal and the app-version banner. The worker gathers it per request (src/worker/loaders/
// frame-data.ts) from cached sources; React only renders it.
import type { ThirdPartyScripts } from '../widgets/third-party-scripts.ts';
import type { PaymentMethodId } from '../payment/payment-methods.ts';

/** How a market's customer service is reached; each part null where the market's content has no text. */
export interface MarketContact {
  /** As shown, e.g. '+421 2 123 456 78'. */
  phone: string | null;
  /** For `tel:` links: digits with a leading '+'. */
  phoneHref: string | null;
  email: string | null;
  /** Already worded in the page's language, e.g. 'Mon–Fri 8:00–16:00'. */
  openingHours: string | null;
}

/** A banner above the header: from the CMS component list, or a running campaign (e.g. Black Friday). */
export interface PromoBanner {
  id: string;
  text: string;
  /** Site-relative link (a listing, a content page) or null for a plain notice. */
  href: string | null;
  kind: 'promo' | 'campaign';
}

export interface FrameData {
  contact: MarketContact | null;
  banners: PromoBanner[];
  /** The Trustpilot strip and logo show: a Trustpilot language (spec part 2 §9) and the store enables it. */
  trustpilot: boolean;
  /** The external returns portal for this locale. */
  returnsPortalUrl: string;
  /** The deployed version, only when the page's query flag asks for the app-version banner; else null. */
  appVersion: string | null;
  /** The outside scripts this page may load (through src/react/widgets/third-party-script.ts); null = off here. */
  thirdPartyScripts: ThirdPartyScripts;
  /** The footer's payment-methods block: what this market offers (src/domain/payment/advertised-methods.ts). */
  paymentMethods: PaymentBadge[];
  /** The footer's links to the company's pages outside the shop (jobs, social networks). */
  companyLinks: CompanyLinks;
}

/** A payment method as the footer shows it: its brand name, or its name in the page's language. */
export interface PaymentBadge {
  id: PaymentMethodId;
  label: string;
}

export interface CompanyLinks {
  jobs: string;
  social: { network: string; href: string }[];
}
