// Crawlers get the complete document in one piece (no streaming placeholders), so whatever they index is
// what a shopper sees once the page has finished loading.
const CRAWLER_PATTERN =
  /bot\b|bot\/|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|pinterest|vkshare|w3c_validator|linkedinbot|whatsapp|telegrambot|applebot|yandex|baiduspider|duckduckgo|petalbot|semrush|ahrefs/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && CRAWLER_PATTERN.test(userAgent);
}
