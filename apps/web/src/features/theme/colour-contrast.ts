// Text colours derived from the operator's theme colours, so that text meets WCAG 2 AA (4.5:1)
// whatever colours an operator chooses. The theme colour itself is kept for borders and accents.

/** WCAG 2 AA for normal-size text. */
export const minimumTextContrast = 4.5;

const white = '#FFFFFF';
const black = '#000000';
/** The site's dark text colour (global.css `--lido-text`). */
const darkText = '#1F1D2B';

type Rgb = readonly [number, number, number];

function parseHex(colour: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return null;
  const hex =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : match[1];
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

function ratio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The WCAG 2 contrast ratio of two `#RRGGBB` colours (1 when either cannot be read). */
export function contrastRatio(first: string, second: string): number {
  const a = parseHex(first);
  const b = parseHex(second);
  return a && b ? ratio(a, b) : 1;
}

/**
 * The colour darkened (mixed with black, so its hue stays) just enough for `against` to reach
 * the minimum contrast with it; unchanged when it already does.
 */
function darkenedAgainst(colour: Rgb, against: Rgb): Rgb {
  if (ratio(colour, against) >= minimumTextContrast) return colour;
  let kept = 0;
  let dropped = 1;
  // Bisect the share of the colour to keep; 20 rounds is far finer than 8-bit channels.
  for (let round = 0; round < 20; round += 1) {
    const share = (kept + dropped) / 2;
    const mixed = colour.map((channel) => Math.floor(channel * share)) as unknown as Rgb;
    if (ratio(mixed, against) >= minimumTextContrast) kept = share;
    else dropped = share;
  }
  return colour.map((channel) => Math.floor(channel * kept)) as unknown as Rgb;
}

/**
 * The colour mixed with white (so its hue stays) just enough to reach the minimum contrast with a
 * dark `against`; white itself when nothing less does.
 */
function lightenedAgainst(colour: Rgb, against: Rgb): Rgb {
  if (ratio(colour, against) >= minimumTextContrast) return colour;
  const mixed = (share: number) =>
    colour.map((channel) => Math.ceil(channel + (255 - channel) * share)) as unknown as Rgb;
  let failed = 0;
  let reached = 1;
  // Bisect the share of white to add, as darkenedAgainst bisects the share to keep.
  for (let round = 0; round < 20; round += 1) {
    const share = (failed + reached) / 2;
    if (ratio(mixed(share), against) >= minimumTextContrast) reached = share;
    else failed = share;
  }
  return mixed(reached);
}

/**
 * Plain text on a theme-coloured band the operator chose (the header, a dark footer): white where
 * it reads, else the site's dark text, else black. One of white and black always reaches 4.5:1
 * (the worst background, where both are equal, gives 4.58:1), so the text always reads.
 */
export function textColourOn(background: string): string {
  const rgb = parseHex(background);
  if (!rgb) return darkText;
  const candidates = [white, darkText, black];
  return (
    candidates.find((candidate) => ratio(parseHex(candidate) as Rgb, rgb) >= minimumTextContrast) ??
    black
  );
}

/**
 * A theme colour for text on another theme colour (header links on the header background): kept
 * when it reads at 4.5:1, else darkened on a light background or lightened on a dark one, its
 * hue kept, just enough to read.
 */
export function readableColourOn(colour: string, background: string): string {
  const rgb = parseHex(colour);
  const backgroundRgb = parseHex(background);
  if (!backgroundRgb) return darkText;
  if (!rgb) return textColourOn(background);
  const towardsBlack =
    ratio(parseHex(black) as Rgb, backgroundRgb) >= ratio(parseHex(white) as Rgb, backgroundRgb);
  return toHex(
    towardsBlack ? darkenedAgainst(rgb, backgroundRgb) : lightenedAgainst(rgb, backgroundRgb),
  );
}

/** The theme colour for text and links on a white page. */
export function textColourOnWhite(colour: string): string {
  if (!parseHex(colour)) return darkText;
  return readableColourOn(colour, white);
}

export interface FilledColours {
  /** The background of a filled control (a primary button, the chosen date). */
  fill: string;
  /** The text on it. */
  text: string;
}

/**
 * Colours for text on a theme-coloured fill. White text stays when it is readable; a mid colour
 * (white at 3:1 or better, like the default #8C59F8 at 4.28:1) keeps white text on a slightly
 * darker fill; a light colour keeps its fill and takes the site's dark text instead, which
 * reaches 5.5:1 or better whenever white does not reach 3:1.
 */
export function filledColours(colour: string): FilledColours {
  const rgb = parseHex(colour);
  if (!rgb) return { fill: darkText, text: white };
  const whiteRgb = parseHex(white) as Rgb;
  const whiteContrast = ratio(rgb, whiteRgb);
  if (whiteContrast >= minimumTextContrast) return { fill: toHex(rgb), text: white };
  if (whiteContrast >= 3) return { fill: toHex(darkenedAgainst(rgb, whiteRgb)), text: white };
  return { fill: toHex(rgb), text: darkText };
}
