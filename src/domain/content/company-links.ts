// The company's pages outside the shop that the footer links (spec part 1 §2 "About us": jobs, social
// links): the same for every market. Sent with the frame data (worker/loaders/frame-data.ts) rather than
// bundled into every page's start-up script.
import type { CompanyLinks } from './frame.ts';

export const COMPANY_LINKS: CompanyLinks = {
  jobs: 'https://careers.exquip.com/',
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/exquip' },
    { network: 'Instagram', href: 'https://www.instagram.com/exquip' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/exquip' },
    { network: 'YouTube', href: 'https://www.youtube.com/@exquip' },
  ],
};
