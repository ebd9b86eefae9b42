// Where JSON text first goes wrong, for pointing at the line of a file JSON.parse refused.

class JsonBreak extends Error {
  constructor(readonly offset: number) {
    super('JSON breaks here');
  }
}

/**
 * Where JSON text first goes wrong, as an offset: a small scanner run only on text JSON.parse
 * refused (whose message names no position on every Node version).
 */
export function jsonErrorOffset(text: string): number {
  let index = 0;
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
  const value = (): void => {
    skipSpace();
    const char = text[index];
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      index += 1;
      skipSpace();
      if (text[index] === close) {
        index += 1;
        return;
      }
      for (;;) {
        if (char === '{') {
          skipSpace();
          if (text[index] !== '"') fail();
          string();
          skipSpace();
          if (text[index] !== ':') fail();
          index += 1;
        }
        value();
        skipSpace();
        if (text[index] === ',') index += 1;
        else if (text[index] === close) {
          index += 1;
          return;
        } else fail();
      }
    }
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    const number = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(index, index + 400));
    if (!number) fail();
    index += number![0].length;
  };
  try {
    value();
    skipSpace();
    return index;
  } catch (error) {
    if (error instanceof JsonBreak) return error.offset;
    throw error;
  }
}
