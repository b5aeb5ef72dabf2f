// The page data a page embeds for hydration (src/worker/render/start-after-paint.ts: the JSON text given to
// JSON.parse at the end of the inline start script), as the browser reads it: the same object React rendered from.
export function appDataOf<T>(html: string): T {
  const match = /window\.__APP_DATA__=JSON\.parse\((".*?")\)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no page data in the HTML');
  return JSON.parse(JSON.parse(match[1]) as string) as T;
}
