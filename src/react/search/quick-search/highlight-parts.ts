// A highlighted value as the search service returns it (`_highlightResult.name.value`: HTML-escaped text
// with the matches between pre and post tags) split into plain text parts, so React renders text nodes and
// <mark> elements and never parses the value as HTML (the query may itself contain markup).

export interface HighlightPart {
  text: string;
  highlighted: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'", '#X27': "'" };

/** Undoes the escaping the search service applies to highlighted values (only the entities it writes). */
export const unescapeHtml = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|apos|#39|#x27|#X27);/g, (_, name: string) => ENTITIES[name] ?? '');

export function highlightParts(value: string, preTag: string, postTag: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const push = (raw: string, highlighted: boolean) => {
    if (raw === '') return;
    const text = unescapeHtml(raw);
    const last = parts[parts.length - 1];
    if (last && last.highlighted === highlighted) last.text += text;
    else parts.push({ text, highlighted });
  };
  let rest = value;
  while (rest !== '') {
    const start = rest.indexOf(preTag);
    if (start < 0) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, start), false);
    rest = rest.slice(start + preTag.length);
    const end = rest.indexOf(postTag);
    // An unclosed tag highlights to the end rather than showing the tag as text.
    push(end < 0 ? rest : rest.slice(0, end), true);
    rest = end < 0 ? '' : rest.slice(end + postTag.length);
  }
  return parts;
}
