// The external returns portal (RETURNS_PORTAL_URL `{servicesUrl}/returns-portal/{locale}`): the footer's
// 'Returns portal' button and the contact form's returns panel open it in a new tab. Locally a plain
// page that names the locale it was opened for, so a shopper (and a test) lands somewhere real.
export const RETURNS_PORTAL_PATH = /^\/returns-portal\/([a-z]{2}-[A-Z]{2})$/;

export const returnsPortalPage = (locale: string): string =>
  `<!doctype html><html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"><title>Returns portal</title></head>` +
  `<body><main><h1>Returns portal</h1><p>Start a return for your order (${locale}).</p></main></body></html>`;
