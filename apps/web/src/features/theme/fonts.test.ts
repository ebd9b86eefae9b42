import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontKeys } from '@lido/contract';
import { describe, expect, it } from 'vitest';
import { fontStacks } from './theme-variables';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const fontsCss = readFileSync(join(webDir, 'src/app/fonts.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);
const webPackage = JSON.parse(readFileSync(join(webDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

interface FontFace {
  family: string;
  weight: string;
  display: string;
  unicodeRange: string;
  files: string[];
}

const faces: FontFace[] = [...fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
  const descriptor = (name: string) =>
    new RegExp(`${name}\\s*:\\s*([^;]+);`).exec(body)?.[1]?.trim() ?? '';
  return {
    family: descriptor('font-family').replace(/['"]/g, ''),
    weight: descriptor('font-weight'),
    display: descriptor('font-display'),
    unicodeRange: descriptor('unicode-range').replace(/\s+/g, ''),
    files: [...body.matchAll(/url\('([^']+)'\)/g)].map((match) => match[1] ?? ''),
  };
});

/** The family a font key sets text in first: the face the browser would download. */
const firstFamily = (key: keyof typeof fontStacks) =>
  (fontStacks[key].split(',')[0] ?? '').replace(/['"]/g, '').trim();

/** Fontsource's latin subset, as in its own CSS (`@fontsource/<font>/400.css`). */
const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const selfHostedKeys = fontKeys.filter((key) => key !== 'garage_gothic');

describe('theme fonts', () => {
  it('has a stack for every font key the API can send', () => {
    expect(Object.keys(fontStacks).sort()).toEqual([...fontKeys].sort());
  });

  it.each(selfHostedKeys)(
    'self-hosts %s at weights 400 and 700 from its Fontsource package',
    (key) => {
      const family = firstFamily(key);
      const ofFamily = faces.filter((face) => face.family === family);
      expect(ofFamily.map((face) => face.weight).sort()).toEqual(['400', '700']);
      for (const face of ofFamily) {
        for (const file of face.files) {
          const packageName = file.split('/').slice(0, 2).join('/');
          expect(webPackage.dependencies, file).toHaveProperty(packageName);
          expect(existsSync(join(webDir, '../../node_modules', file)), file).toBe(true);
        }
        expect(
          face.files.some((file) => file.endsWith('-latin-' + face.weight + '-normal.woff2')),
        ).toBe(true);
      }
    },
  );

  it('declares no face the theme cannot ask for, so none is downloaded for nothing', () => {
    const families = new Set(selfHostedKeys.map(firstFamily));
    expect(faces.filter((face) => !families.has(face.family))).toEqual([]);
    // Fontsource's own CSS would bring every subset and weight of a font.
    expect(fontsCss).not.toMatch(/@import/);
  });

  it('gives every face the latin range and a display that never blocks text', () => {
    expect(faces).toHaveLength(selfHostedKeys.length * 2);
    for (const face of faces) {
      expect(face.unicodeRange, `${face.family} ${face.weight}`).toBe(latinRange);
      // decisions/012: `optional`, not `swap`, so the page shell's text never reflows.
      expect(face.display, `${face.family} ${face.weight}`).toBe('optional');
    }
  });

  it('falls back from Garage Gothic, which is commercial, to a condensed stack', () => {
    expect(faces.some((face) => face.family === 'Garage Gothic')).toBe(false);
    expect(fontStacks.garage_gothic).toMatch(/^'Garage Gothic', Impact, 'Arial Narrow Bold'/);
    expect(fontStacks.garage_gothic).toMatch(/sans-serif$/);
  });
});
