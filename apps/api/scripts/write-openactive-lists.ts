// `npx tsx apps/api/scripts/write-openactive-lists.ts [activity list] [facility types]`: writes the
// compact copies of the OpenActive activity list and facility-types list that the API ships
// (src/contexts/venue-setup/catalogue/openactive-lists/, whose README says where they come from).
// Each argument is a file or an https address of the list's JSON-LD; without them the lists are
// read from openactive.io. The concepts keep the list's own order (by prefLabel): which facility
// type an activity takes is the first that names it.
import { readFile, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';

const listsFolder = new URL(
  '../src/contexts/venue-setup/catalogue/openactive-lists/',
  import.meta.url,
);

const [
  activityListSource = 'https://openactive.io/activity-list/activity-list.jsonld',
  facilityTypesSource = 'https://openactive.io/facility-types/facility-types.jsonld',
] = process.argv.slice(2);

interface SourceConcept {
  id: string;
  prefLabel: string;
  activity?: string[];
}

interface SourceScheme {
  id: string;
  license: string;
  concept: SourceConcept[];
}

async function readScheme(source: string): Promise<SourceScheme> {
  let text: string;
  if (/^https:\/\//.test(source)) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    text = await response.text();
  } else {
    text = await readFile(source, 'utf8');
  }
  const scheme = JSON.parse(text) as SourceScheme;
  if (!Array.isArray(scheme.concept) || scheme.concept.length === 0) {
    throw new Error(`${source} holds no concepts`);
  }
  for (const concept of scheme.concept) {
    if (typeof concept.id !== 'string' || typeof concept.prefLabel !== 'string') {
      throw new Error(`${source} has a concept without an id or a prefLabel`);
    }
  }
  return scheme;
}

async function write(name: string, value: unknown): Promise<void> {
  const file = new URL(name, listsFolder);
  const options = await resolveConfig(file);
  const text = await format(JSON.stringify(value), { ...options, filepath: file.pathname });
  await writeFile(file, text);
  console.log(`wrote ${file.pathname}`);
}

const activityList = await readScheme(activityListSource);
const facilityTypes = await readScheme(facilityTypesSource);
const activityIds = new Set(activityList.concept.map((concept) => concept.id));

await write('activity-list.json', {
  id: activityList.id,
  license: activityList.license,
  concept: activityList.concept.map(({ id, prefLabel }) => ({ id, prefLabel })),
});
await write('facility-types.json', {
  id: facilityTypes.id,
  license: facilityTypes.license,
  concept: facilityTypes.concept.map(({ id, prefLabel, activity = [] }) => {
    const unknown = activity.filter((activityId) => !activityIds.has(activityId));
    if (unknown.length > 0) {
      throw new Error(
        `${prefLabel} names activities not in the activity list: ${unknown.join(', ')}`,
      );
    }
    return { id, prefLabel, activity };
  }),
});
