import {
  Activity,
  Baby,
  Bike,
  Dumbbell,
  PersonStanding,
  Trophy,
  Volleyball,
  Waves,
} from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { activityIcon } from './activity-icon';

describe('activityIcon', () => {
  it.each([
    ['Yoga', 'yoga', PersonStanding],
    ['Swimming', 'swimming', Waves],
    ['Lane Swimming', 'lane-swimming', Waves],
    ['Spin', 'spin', Bike],
    ['Gym', 'gym', Dumbbell],
    ['Badminton 60min', 'badminton-60min', Volleyball],
    ['Sports Hall Activities', 'sports-hall-activities', Trophy],
  ])('gives %s its own icon', (name, slug, icon) => {
    expect(activityIcon({ name, slug })).toBe(icon);
  });

  it('reads the more particular word first: a junior swim is a junior activity', () => {
    expect(activityIcon({ name: 'Junior Swim Lessons', slug: 'junior-swim' })).toBe(Baby);
    expect(activityIcon({ name: 'Aqua Spin', slug: 'aqua-spin' })).toBe(Waves);
  });

  it('reads the slug too, and falls back to a general icon', () => {
    expect(activityIcon({ name: 'SWC', slug: 'indoor-cycling' })).toBe(Bike);
    expect(activityIcon({ name: 'Chess club', slug: 'chess-club' })).toBe(Activity);
  });
});
