// Algolia filter syntax as record predicates (pure): `filters` expressions
// (`brand:"Royal Catering" AND (tags:new OR NOT tags:sale) AND price:10 TO 50 AND avgRating >= 4`),
// `facetFilters` and `numericFilters` (a string, or an array meaning AND of entries, an inner array
// meaning OR; a leading `-` negates a facet filter).

export type SearchRecordLike = Record<string, unknown>;
export type Predicate = (record: SearchRecordLike) => boolean;

const ALWAYS: Predicate = () => true;

/** Value at a dotted path (`categories.lvl0`), trying the literal key first. */
export const valueAt = (record: SearchRecordLike, path: string): unknown => {
  if (path in record) return record[path];
  let current: unknown = record;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
};

const valuesAt = (record: SearchRecordLike, path: string): unknown[] => {
  const value = valueAt(record, path);
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
};

const facetEquals = (attribute: string, expected: string): Predicate => {
  const wanted = expected.toLowerCase();
  const wantedNumber = expected.trim() !== '' ? Number(expected) : Number.NaN;
  return (record) =>
    valuesAt(record, attribute).some((value) => (typeof value === 'number' ? value === wantedNumber : String(value).toLowerCase() === wanted));
};

type Operator = '<' | '<=' | '=' | '!=' | '>=' | '>';
const compare = (a: number, op: Operator, b: number): boolean => {
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '>=':
      return a >= b;
    case '>':
      return a > b;
  }
};
const numeric =
  (attribute: string, test: (value: number) => boolean): Predicate =>
  (record) =>
    valuesAt(record, attribute).some((value) => typeof value === 'number' && test(value));

// ---- `filters` expressions ----
type Token = { kind: 'word' | 'string' | 'op' | '(' | ')'; text: string };
const TOKEN = /\s*(?:(\()|(\))|"((?:[^"\\]|\\.)*)"|(<=|>=|!=|<|>|=)|([^\s()"<>=!]+))/gy;

const tokenize = (input: string): Token[] => {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < input.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(input);
    if (!match) {
      if (input.slice(start).trim() === '') break;
      throw new Error(`filters: unexpected character at ${start} in ${JSON.stringify(input)}`);
    }
    if (match[1]) tokens.push({ kind: '(', text: '(' });
    else if (match[2]) tokens.push({ kind: ')', text: ')' });
    else if (match[3] !== undefined) tokens.push({ kind: 'string', text: match[3].replace(/\\(.)/g, '$1') });
    else if (match[4]) tokens.push({ kind: 'op', text: match[4] });
    else if (match[5]) tokens.push({ kind: 'word', text: match[5] });
  }
  return tokens;
};

export const parseFilters = (input: string): Predicate => {
  const tokens = tokenize(input);
  let at = 0;
  const peek = () => tokens[at];
  const take = (): Token => {
    const token = tokens[at++];
    if (!token) throw new Error(`filters: unexpected end of ${JSON.stringify(input)}`);
    return token;
  };
  const isKeyword = (word: string) => peek()?.kind === 'word' && peek()?.text === word;

  const condition = (): Predicate => {
    const first = take();
    let attribute = first.text;
    let value: string | undefined;
    if (first.kind === 'word' && first.text.includes(':')) {
      const colon = first.text.indexOf(':');
      attribute = first.text.slice(0, colon);
      value = first.text.slice(colon + 1);
    } else if (first.kind === 'string' && peek()?.kind === 'word' && peek()?.text.startsWith(':')) {
      value = take().text.slice(1);
    } else if (peek()?.kind === 'op') {
      const op = take().text as Operator;
      const bound = Number(take().text);
      return numeric(attribute, (v) => compare(v, op, bound));
    } else {
      throw new Error(`filters: expected a condition at ${JSON.stringify(first.text)}`);
    }
    if (value === '') value = take().text;
    if (isKeyword('TO')) {
      take();
      const low = Number(value);
      const high = Number(take().text);
      return numeric(attribute, (v) => v >= low && v <= high);
    }
    return facetEquals(attribute, value);
  };

  const unary = (): Predicate => {
    if (isKeyword('NOT')) {
      take();
      const inner = unary();
      return (record) => !inner(record);
    }
    if (peek()?.kind === '(') {
      take();
      const inner = disjunction();
      if (take().kind !== ')') throw new Error(`filters: missing ) in ${JSON.stringify(input)}`);
      return inner;
    }
    return condition();
  };
  const conjunction = (): Predicate => {
    const parts = [unary()];
    while (isKeyword('AND')) {
      take();
      parts.push(unary());
    }
    return (record) => parts.every((part) => part(record));
  };
  const disjunction = (): Predicate => {
    const parts = [conjunction()];
    while (isKeyword('OR')) {
      take();
      parts.push(conjunction());
    }
    return (record) => parts.some((part) => part(record));
  };

  if (tokens.length === 0) return ALWAYS;
  const predicate = disjunction();
  if (at < tokens.length) throw new Error(`filters: unexpected ${JSON.stringify(tokens[at]?.text)} in ${JSON.stringify(input)}`);
  return predicate;
};

// ---- facetFilters / numericFilters ----
const facetFilter = (filter: string): Predicate => {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter.replace(/^\\-/, '-');
  const colon = body.indexOf(':');
  if (colon < 0) throw new Error(`facetFilters: expected attribute:value, got ${JSON.stringify(filter)}`);
  const attribute = body.slice(0, colon);
  const rawValue = body.slice(colon + 1);
  const valueNegated = rawValue.startsWith('-');
  const matches = facetEquals(attribute, valueNegated ? rawValue.slice(1) : rawValue.replace(/^\\-/, '-'));
  return negated !== valueNegated ? (record) => !matches(record) : matches;
};

/** AND of entries, inner arrays OR; a plain string is one entry (or a JSON array in string form). */
const andOfOrs = (filters: unknown, single: (filter: string) => Predicate): Predicate => {
  if (filters === undefined || filters === null || filters === '') return ALWAYS;
  if (typeof filters === 'string') {
    return filters.trim().startsWith('[') ? andOfOrs(JSON.parse(filters), single) : single(filters);
  }
  if (!Array.isArray(filters)) throw new Error('filters: expected a string or an array');
  const groups = filters.map((entry): Predicate => {
    if (Array.isArray(entry)) {
      const options = entry.map((option) => single(String(option)));
      return (record) => options.some((option) => option(record));
    }
    return single(String(entry));
  });
  return (record) => groups.every((group) => group(record));
};

export const parseFacetFilters = (filters: unknown): Predicate => andOfOrs(filters, facetFilter);
export const parseNumericFilters = (filters: unknown): Predicate => andOfOrs(filters, parseFilters);
