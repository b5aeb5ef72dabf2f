import { Fragment } from 'react';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from './constants.ts';
import { highlightParts } from './highlight-parts.ts';

/** A hit's name with the matched parts in <mark>, rendered as text nodes (never parsed as HTML). */
export function HighlightedName({ name, highlighted }: { name: string; highlighted: string | null }) {
  if (highlighted === null) return <>{name}</>;
  return (
    <>
      {highlightParts(highlighted, HIGHLIGHT_PRE_TAG, HIGHLIGHT_POST_TAG).map((part, index) =>
        part.highlighted ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name in reading order, a list that never reorders
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
