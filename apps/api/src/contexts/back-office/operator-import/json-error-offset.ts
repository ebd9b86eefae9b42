// Where JSON text first goes wrong, for pointing at the line of a file JSON.parse refused.

class JsonBreak extends Error {
  constructor(readonly offset: number) {
    super('JSON breaks here');
  }
}

/**
 * Where JSON text first goes wrong, as an offset: a small scanner run only on text JSON.parse
 * refused (whose message names no position on every Node version). It keeps the brackets still
 * open in a list of its own rather than calling itself for each, so a file nested deeper than
 * any call stack (ten thousand "[" and no more) is answered like any other.
 */
export function jsonErrorOffset(text: string): number {
  let index = 0;
  /** The closing bracket of each array or object still open, innermost last. */
  const open: Array<'}' | ']'> = [];
  const skipSpace = () => {
    while (index < text.length && ' \t\n\r'.includes(text[index]!)) index += 1;
  };
  const fail = (): never => {
    throw new JsonBreak(index);
  };
  const literal = (word: string) => {
    if (text.startsWith(word, index)) index += word.length;
    else fail();
  };
  const string = () => {
    index += 1;
    while (index < text.length && text[index] !== '"') {
      if (text[index] === '\\') index += 1;
      else if (text.charCodeAt(index) < 0x20) fail();
      index += 1;
    }
    if (index >= text.length) fail();
    index += 1;
  };
  /** An object member's name and its colon, before its value. */
  const memberName = () => {
    skipSpace();
    if (text[index] !== '"') fail();
    string();
    skipSpace();
    if (text[index] !== ':') fail();
    index += 1;
  };
  /** Reads one value, or opens an array or object: answers whether a whole value was read. */
  const valueStart = (): boolean => {
    skipSpace();
    const char = text[index];
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      index += 1;
      skipSpace();
      if (text[index] === close) {
        index += 1;
        return true;
      }
      open.push(close);
      if (close === '}') memberName();
      return false;
    }
    if (char === '"') string();
    else if (char === 't') literal('true');
    else if (char === 'f') literal('false');
    else if (char === 'n') literal('null');
    else {
      const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(index, index + 400));
      if (!number) fail();
      index += number![0].length;
    }
    return true;
  };
  try {
    for (;;) {
      if (!valueStart()) continue;
      // After a whole value: close what it ends, until a comma asks for the next value.
      for (;;) {
        skipSpace();
        const close = open.at(-1);
        if (close === undefined) return index;
        if (text[index] === ',') {
          index += 1;
          if (close === '}') memberName();
          break;
        }
        if (text[index] !== close) fail();
        index += 1;
        open.pop();
      }
    }
  } catch (error) {
    if (error instanceof JsonBreak) return error.offset;
    throw error;
  }
}
