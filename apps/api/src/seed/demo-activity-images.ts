import sharp from 'sharp';
import type { ImportFile } from '../contexts/back-office/operator-import';

// The images the demo's activities.csv names (its `image` column): drawn when the seed runs, in
// the demo theme's colours, from shapes alone (no fonts, no photographs, nothing fetched), so
// the repository holds no pictures and every seed makes the same bytes (an import of them again
// changes nothing). Fitness Classes, Swimming and Yoga have one at every venue; the other
// activities show their icons.

const width = 1200;
const height = 800;

const svg = (body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  );

/** A studio floor in the theme's purples, with a dumbbell, a kettlebell and a step. */
const fitnessClasses = svg(`
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#3E2DAC"/><stop offset="1" stop-color="#8C59F8"/>
  </linearGradient></defs>
  <rect width="1200" height="800" fill="url(#g)"/>
  <rect y="560" width="1200" height="240" fill="#1B1446" opacity="0.35"/>
  <g fill="#F5B700">
    <rect x="250" y="430" width="300" height="40" rx="12"/>
    <rect x="200" y="370" width="70" height="160" rx="20"/>
    <rect x="530" y="370" width="70" height="160" rx="20"/>
  </g>
  <g fill="#FFFFFF">
    <circle cx="820" cy="470" r="95"/>
    <rect x="765" y="300" width="110" height="40" rx="20"/>
    <rect x="765" y="300" width="30" height="110" rx="15"/>
    <rect x="845" y="300" width="30" height="110" rx="15"/>
  </g>
  <rect x="690" y="600" width="380" height="60" rx="16" fill="#F2EDFF"/>
`);

/** A pool from above: lanes, ropes and the light on the water. */
const swimming = svg(`
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#0B7A75"/><stop offset="1" stop-color="#05445E"/>
  </linearGradient></defs>
  <rect width="1200" height="800" fill="url(#g)"/>
  ${[160, 320, 480, 640]
    .map(
      (y) =>
        `<line x1="0" y1="${y}" x2="1200" y2="${y}" stroke="#F5B700" stroke-width="14" stroke-dasharray="40 24"/>`,
    )
    .join('')}
  ${[90, 250, 410, 570, 730]
    .map(
      (y) =>
        `<path d="M0 ${y} q75 -30 150 0 t150 0 t150 0 t150 0 t150 0 t150 0 t150 0 t150 0" fill="none" stroke="#FFFFFF" stroke-width="6" opacity="0.45"/>`,
    )
    .join('')}
  <circle cx="860" cy="400" r="46" fill="#C8102E"/>
  <path d="M760 420 q100 -60 220 0" fill="none" stroke="#FFFFFF" stroke-width="22" stroke-linecap="round"/>
`);

/** A morning sun over a mat, and a figure in tree pose. */
const yoga = svg(`
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#FFE3C4"/><stop offset="1" stop-color="#F7A072"/>
  </linearGradient></defs>
  <rect width="1200" height="800" fill="url(#g)"/>
  <circle cx="600" cy="330" r="190" fill="#FFF7E8" opacity="0.8"/>
  <rect x="330" y="640" width="540" height="36" rx="18" fill="#3E2DAC"/>
  <g stroke="#1B1446" stroke-width="30" stroke-linecap="round" fill="none">
    <line x1="600" y1="300" x2="600" y2="480"/>
    <line x1="600" y1="480" x2="600" y2="630"/>
    <path d="M600 480 l-70 60 l60 30"/>
    <path d="M600 330 l-120 -80 l110 -150"/>
    <path d="M600 330 l120 -80 l-110 -150"/>
  </g>
  <circle cx="600" cy="245" r="40" fill="#1B1446"/>
`);

const pictures: ReadonlyArray<{ name: string; picture: Buffer }> = [
  { name: 'fitness-classes.jpg', picture: fitnessClasses },
  { name: 'swimming.jpg', picture: swimming },
  { name: 'yoga.jpg', picture: yoga },
];

/** The demo's activity images, as import files (their bytes in base64). */
export async function demoActivityImageFiles(): Promise<ImportFile[]> {
  return Promise.all(
    pictures.map(async ({ name, picture }) => ({
      name,
      content: (await sharp(picture).jpeg({ quality: 82 }).toBuffer()).toString('base64'),
      encoding: 'base64' as const,
    })),
  );
}
