// Tells the shop a shopper opened a recommended product (POST /api/events/recommendation; the worker sends
// the customer-data recommendation event). keepalive: the request outlives the page the click leaves.
export function reportRecommendationClick(): void {
  fetch('/api/events/recommendation', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ recommendation: 'similar-products', action: 'click', path: location.pathname }),
  }).catch((error: unknown) => console.warn('recommendation click not reported', error));
}
