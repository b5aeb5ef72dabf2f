// A query parameter of the page's address (the frame's path, the same on the server and in the browser,
// so the first render and hydration agree).
export const queryParameter = (path: string, name: string): string | null => new URL(path, 'https://site.invalid').searchParams.get(name);
