import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import activityList from './openactive-lists/activity-list.json';
import facilityTypes from './openactive-lists/facility-types.json';
import {
  activityConcept,
  facilityTypeForActivity,
  findActivityConcept,
} from './openactive-concepts';

const BADMINTON = {
  id: 'https://openactive.io/activity-list#c0360db0-a817-4bae-9167-40f89b49fc9e',
  prefLabel: 'Badminton',
};

/** The full activity list, beside the repository when a copy of it is kept there. */
const fullActivityList = fileURLToPath(
  new URL('../../../../../../../shared/data/openactive/activity-list.jsonld', import.meta.url),
);

const activityId = (label: string) => findActivityConcept(label)!.id;

describe('the OpenActive activity list', () => {
  it('answers a concept by its full @id, and nothing for an id it does not hold', () => {
    expect(activityConcept(BADMINTON.id)).toEqual(BADMINTON);
    expect(activityConcept('c0360db0-a817-4bae-9167-40f89b49fc9e')).toBeUndefined();
    expect(activityConcept('https://openactive.io/activity-list#not-a-concept')).toBeUndefined();
  });

  it('finds the concept an operator names by @id, uuid or preferred label', () => {
    for (const text of [
      BADMINTON.id,
      ' https://openactive.io/activity-list#C0360DB0-A817-4BAE-9167-40F89B49FC9E ',
      'c0360db0-a817-4bae-9167-40f89b49fc9e',
      'C0360DB0-A817-4BAE-9167-40F89B49FC9E',
      'Badminton',
      '  badminton ',
      'BADMINTON',
    ]) {
      expect(findActivityConcept(text), text).toEqual(BADMINTON);
    }
    expect(findActivityConcept('swimming   lessons')?.prefLabel).toBe('Swimming Lessons');
    // Trade-mark signs are part of some labels, and seldom of what operators type.
    expect(findActivityConcept('Bodypump')?.prefLabel).toBe('Bodypump™');
  });

  it('finds nothing for text that names no concept', () => {
    for (const text of [
      '',
      '   ',
      'Badminto',
      'Badminton Court',
      'https://openactive.io/facility-types#9db5681e-700e-4b30-99a5-355885d94db2',
      'https://openactive.io/activity-list#',
      'c0360db0',
    ]) {
      expect(findActivityConcept(text), text).toBeUndefined();
    }
  });

  it('finds every concept by its own label and its own uuid, never another', () => {
    expect(activityList.concept).toHaveLength(768);
    for (const concept of activityList.concept) {
      expect(findActivityConcept(concept.prefLabel), concept.prefLabel).toEqual(concept);
      expect(findActivityConcept(concept.id.split('#')[1]!), concept.id).toEqual(concept);
    }
  });

  it.skipIf(!existsSync(fullActivityList))(
    'holds the same ids, with the same labels, as the full list',
    () => {
      const full = JSON.parse(readFileSync(fullActivityList, 'utf8')) as {
        license: string;
        concept: Array<{ id: string; prefLabel: string }>;
      };
      expect(activityList.license).toBe(full.license);
      expect(activityList.concept).toEqual(
        full.concept.map(({ id, prefLabel }) => ({ id, prefLabel })),
      );
    },
  );
});

describe('the OpenActive facility types', () => {
  it('gives a court sport the facility type it is played on', () => {
    const facilityType = (label: string) => facilityTypeForActivity(activityId(label))?.prefLabel;
    expect(facilityType('Badminton')).toBe('Badminton Court');
    expect(facilityType('Squash')).toBe('Squash Court');
    expect(facilityType('Tennis')).toBe('Tennis Court');
    expect(facilityType('Pickleball')).toBe('Pickleball Court');
    expect(facilityTypeForActivity(BADMINTON.id)).toEqual({
      id: 'https://openactive.io/facility-types#9db5681e-700e-4b30-99a5-355885d94db2',
      prefLabel: 'Badminton Court',
    });
  });

  it('takes the first facility type that names an activity, and none for an activity none names', () => {
    // Dance Studio and Drama Studio both name Dance.
    expect(facilityTypeForActivity(activityId('Dance'))?.prefLabel).toBe('Dance Studio');
    expect(facilityTypeForActivity(activityId('Yoga'))).toBeUndefined();
    expect(facilityTypeForActivity('Badminton')).toBeUndefined();
  });

  it('names only activities of the activity list', () => {
    expect(facilityTypes.concept).toHaveLength(35);
    for (const facilityType of facilityTypes.concept) {
      for (const id of facilityType.activity) {
        expect(activityConcept(id), `${facilityType.prefLabel}: ${id}`).toBeDefined();
      }
    }
  });
});
