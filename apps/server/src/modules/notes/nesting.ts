/**
 * How deep HTML nests, found without building a DOM: one pass over the tags with a stack of
 * open elements. A DOM parser given thousands of nested tags takes seconds and overflows
 * the stack, so the depth is capped before parsing.
 *
 * The count errs high: every start tag is counted wherever it appears (in a comment or an
 * attribute too), a table counts with the body and row a parser adds, and end tags (and
 * `<li>`-like start tags) close elements only in the plain cases a parser closes them as well.
 * So `<div></span>` or `<div><table></div>` cannot hide depth. What a parser may still add on
 * its own (re-opened formatting elements) is left to the sanitiser's worker and time limit.
 */

/** Elements without content or end tag (the HTML parser's list). */
const VOID = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'image',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Elements whose end tag may be left out: closed by an end tag further out. */
const OPTIONAL_END = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'option',
  'optgroup',
  'rb',
  'rp',
  'rt',
  'rtc',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'colgroup',
]);

/** A start tag that closes an unclosed sibling of its kind (`<li>a<li>b`, `<p>a<p>b`). */
const SIBLING: Record<string, string> = { p: 'p', li: 'li', dt: 'd', dd: 'd', tr: 'tr', td: 'cell', th: 'cell', option: 'option' };

const isAlpha = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** Where a tag name ends: whitespace, `/` or `>`. */
const endsName = (c: number) => c === 9 || c === 10 || c === 12 || c === 13 || c === 32 || c === 47 || c === 62;

/** A parser gives a table rows in a body (`<table><td>` is table > tbody > tr > td): count them. */
const weightOf = (name: string) => (name === 'table' ? 3 : 1);

/**
 * The deepest nesting of elements in `html`, at most `limit + 1`: the scan stops as soon as
 * the limit is passed, so its cost is linear in the length whatever the input.
 */
export function checkNestingDepth(html: string, limit: number): number {
  const stack: string[] = [];
  let depth = 0;
  let deepest = 0;
  const truncate = (at: number) => {
    while (stack.length > at) depth -= weightOf(stack.pop()!);
  };
  let i = html.indexOf('<');
  while (i !== -1) {
    const closing = html.charCodeAt(i + 1) === 47;
    const start = closing ? i + 2 : i + 1;
    if (!isAlpha(html.charCodeAt(start))) {
      i = html.indexOf('<', i + 1);
      continue;
    }
    let end = start + 1;
    while (end < html.length && !endsName(html.charCodeAt(end))) end++;
    const name = html.slice(start, end).toLowerCase();
    if (closing) truncate(closedDownTo(stack, name));
    else if (!VOID.has(name)) {
      if (SIBLING[name]) truncate(siblingAt(stack, name));
      stack.push(name);
      depth += weightOf(name);
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    }
    i = html.indexOf('<', end);
  }
  return deepest;
}

/**
 * Where an end tag closes the stack down to: its element, if only elements with optional end
 * tags lie above it; otherwise nothing closes (a stray or misnested end tag).
 */
function closedDownTo(stack: string[], name: string): number {
  for (let j = stack.length - 1; j >= 0; j--) {
    if (stack[j] === name) return j;
    if (!OPTIONAL_END.has(stack[j])) return stack.length;
  }
  return stack.length;
}

/**
 * Where a start tag like `<li>` closes an unclosed sibling (`<li>a<li>b`): the sibling, if only
 * elements with optional end tags lie above it (a `<tr>` also closes an open cell).
 */
function siblingAt(stack: string[], name: string): number {
  const group = SIBLING[name];
  for (let j = stack.length - 1; j >= 0; j--) {
    if (SIBLING[stack[j]] === group) return j;
    if (!OPTIONAL_END.has(stack[j])) return stack.length;
  }
  return stack.length;
}
