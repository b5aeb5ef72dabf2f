// The signed-in customer as the shop sees it (the commerce adapter maps commercetools' Customer to it).
import type { CustomerType } from '../checkout/customer-type.ts';

export interface CustomerProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Normalised with the market's VAT prefix (src/domain/vat/vat-id.ts); null when none. */
  vatId: string | null;
  /** The customer's custom field `customerType` (spec part 1 §3); a customer without one is private. */
  customerType: CustomerType;
  /**
   * False for a customer who only signs in with Google or Facebook (commercetools' ExternalAuth mode): there
   * is no password to change, so the account offers no password change.
   */
  hasPassword: boolean;
  /** commercetools' version of the customer: every change names the version it was made on. */
  version: number;
}
