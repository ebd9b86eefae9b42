import { describe, expect, it } from 'vitest';
import { activityImagePath, activityImageSources, ACTIVITY_IMAGE_WIDTHS } from './activity-images';

const version = '0123456789abcdef';

describe('activityImagePath', () => {
  it('names one width of a stored image under /api/activity-images', () => {
    expect(activityImagePath(version, 640)).toBe(`/api/activity-images/${version}/640`);
  });
});

describe('activityImageSources', () => {
  it("gives Lido's own image as its 640 width, with every width in the srcset", () => {
    expect(activityImageSources(activityImagePath(version, 640))).toEqual({
      src: `/api/activity-images/${version}/640`,
      srcSet: [
        `/api/activity-images/${version}/320 320w`,
        `/api/activity-images/${version}/640 640w`,
        `/api/activity-images/${version}/960 960w`,
      ].join(', '),
    });
    expect(ACTIVITY_IMAGE_WIDTHS).toEqual([320, 640, 960]);
  });

  it('reads any width of a stored image as the same image', () => {
    expect(activityImageSources(activityImagePath(version, 320))).toEqual(
      activityImageSources(activityImagePath(version, 640)),
    );
  });

  it("keeps an operator's own image address as it is, with no srcset", () => {
    const own = 'https://cdn.example.org/activities/yoga.jpg';
    expect(activityImageSources(own)).toEqual({ src: own });
    // Only Lido's own pattern, whole, is read as a stored image.
    const lookalike = `https://cdn.example.org/api/activity-images/${version}/640`;
    expect(activityImageSources(lookalike)).toEqual({ src: lookalike });
    const notAVersion = '/api/activity-images/not-a-version/640';
    expect(activityImageSources(notAVersion)).toEqual({ src: notAVersion });
  });

  it('has no sources for an activity without an image', () => {
    expect(activityImageSources(null)).toBeNull();
    expect(activityImageSources('')).toBeNull();
  });
});
