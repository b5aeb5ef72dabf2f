// The signed-in customer as the shop sees it (the commerce adapter maps commercetools' Customer to it).
export interface CustomerProfile {
  firstName: string;
  lastName: string;
  email: string;
}
